/**
 * The dealer console's components (issue 22), a separate entry point of the kit
 * (`@storefront/ui/console`) so that nothing of them reaches a shopper's download.
 */

// Storefront settings (issue 22): its components and messages, a block of their own.
export type { BrandColourEditorProps, BrandColourField, BrandColours } from './BrandColourEditor.tsx';
export { BrandColourEditor } from './BrandColourEditor.tsx';
export type { ConsoleHeaderProps } from './ConsoleHeader.tsx';
export { ConsoleHeader } from './ConsoleHeader.tsx';
// The console inbox: credit applications, deposits, appointments and test drives.
export type { CreditInboxProps } from './CreditInbox.tsx';
export { CreditInbox } from './CreditInbox.tsx';
export type { ConsoleCustomerContact, CustomerDealsProps } from './CustomerDeals.tsx';
export { CustomerDeals } from './CustomerDeals.tsx';
export type { CustomerSearchProps } from './CustomerSearch.tsx';
export { CustomerSearch } from './CustomerSearch.tsx';
export type { DepositInboxProps } from './DepositInbox.tsx';
export { DepositInbox, depositActions } from './DepositInbox.tsx';
export type { InboxLead, LeadInboxProps, OpenedLead } from './LeadInbox.tsx';
export { LeadInbox } from './LeadInbox.tsx';
export type { ConsoleLocale, ConsoleMessageId, ConsoleMessages } from './messages.ts';
export { CONSOLE_LOCALES, consoleMessages } from './messages.ts';
export type { QuestionInboxProps, QuestionListProps } from './QuestionInbox.tsx';
export { QuestionInbox, QuestionList } from './QuestionInbox.tsx';
export type {
  QuoteBoardProps,
  QuoteCatalogue,
  QuoteComparison,
  QuoteDraft,
  QuotePricing,
  QuoteStatus,
} from './QuoteBoard.tsx';
export { QuoteBoard } from './QuoteBoard.tsx';
export type { QuoteMessageId, QuoteMessages, QuoteText } from './QuoteMessages.ts';
export { quoteMessages, useQuoteText } from './QuoteMessages.ts';
export type { SettingsVersionHistoryProps } from './SettingsVersionHistory.tsx';
export { SettingsVersionHistory } from './SettingsVersionHistory.tsx';
export type { SecondFactorAnswer, StaffSignInFormProps } from './StaffSignInForm.tsx';
export { StaffSignInForm } from './StaffSignInForm.tsx';
// An admin's two-step verification (TOTP).
export type { StaffTwoStepSettingsProps, TwoStepEnrolment } from './StaffTwoStepSettings.tsx';
export { StaffTwoStepSettings } from './StaffTwoStepSettings.tsx';
export type { SettingsErrors, StorefrontSettingsFormProps } from './StorefrontSettingsForm.tsx';
export { StorefrontSettingsForm } from './StorefrontSettingsForm.tsx';
export type { SettingsMessageId, SettingsMessages, SettingsText } from './settingsMessages.ts';
export { settingsMessages, useSettingsText } from './settingsMessages.ts';
export type { TradeInInboxProps } from './TradeInInbox.tsx';
export { parseAmountToCents, TradeInInbox } from './TradeInInbox.tsx';
export type { LoadPhoto } from './TradeInPhotos.tsx';
export type {
  ConsoleCustomer,
  ConsoleOrder,
  ConsoleTestDrive,
  CreditApplicantView,
  CreditDecision,
  DepositAction,
  InboxAppointment,
  InboxCreditApplication,
  InboxDeposit,
  InboxQuestion,
  InboxQuestionReply,
  InboxTestDrive,
  InboxTradeIn,
  InboxVehicle,
  OfferError,
  OpenedCreditApplication,
  OpeningDay,
  TradeInConditionAnswer,
  TradeInDeclineInput,
  TradeInOfferInput,
  TradeInPhotoAngle,
} from './types.ts';
export { TRADE_IN_PHOTO_ANGLES } from './types.ts';
export type { ConsoleText } from './useConsoleText.ts';
export { useConsoleMoney, useConsoleText } from './useConsoleText.ts';
export type { VisitAction, VisitInboxProps } from './VisitInbox.tsx';
export { VisitInbox } from './VisitInbox.tsx';
// The dealer's website and scripts (issue 23): embedding origins, analytics ids, pixel, third-party scripts.
export type { WebsiteFieldErrors, WebsiteScriptsFormProps } from './WebsiteScriptsForm.tsx';
export { WebsiteScriptsForm } from './WebsiteScriptsForm.tsx';
