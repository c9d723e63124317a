// Section ids (`build-and-price`, `credit-app`, ...) as keys of the `orderDetails.section` message's
// select: ICU select keys cannot hold a hyphen, so the message spells them with underscores.
export function sectionSelectKey(section: string): string {
  return section.replaceAll('-', '_');
}
