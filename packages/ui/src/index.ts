// @storefront/ui public API. Presentational React components on @storefront/theme.

// Build and price, vehicle list and saved deals
export type { AccessoryCardProps } from './AccessoryCard/AccessoryCard.tsx';
export { AccessoryCard, CATEGORY_LABEL, ORIGIN_LABEL } from './AccessoryCard/AccessoryCard.tsx';
export type { AccessoryListProps } from './AccessoryList/AccessoryList.tsx';
export { AccessoryList } from './AccessoryList/AccessoryList.tsx';
export type { AddonFilters, Page } from './AccessoryList/addonFilters.ts';
export { filterAddons, NO_ADDON_FILTERS, pageOf } from './AccessoryList/addonFilters.ts';
export type { PaginationProps } from './AccessoryList/Pagination.tsx';
export { Pagination } from './AccessoryList/Pagination.tsx';
export type {
  AccessoryQuestionsModalProps,
  AccessoryQuestionsPurpose,
} from './AccessoryQuestions/AccessoryQuestionsModal.tsx';
export {
  ACCESSORY_QUESTIONS_PURPOSES,
  AccessoryQuestionsModal,
} from './AccessoryQuestions/AccessoryQuestionsModal.tsx';
export type { AnsweredQuestion } from './AccessoryQuestions/AnswerLines.tsx';
export { useAnswerLabel } from './AccessoryQuestions/answerLabel.ts';
export type { AcknowledgeConsentModalProps } from './AcknowledgeConsentModal/AcknowledgeConsentModal.tsx';
export { AcknowledgeConsentModal } from './AcknowledgeConsentModal/AcknowledgeConsentModal.tsx';
export type {
  AccessoryListSkeletonProps,
  ProtectionPlanCardSkeletonProps,
} from './AddonSkeleton/AddonSkeleton.tsx';
export {
  AccessoryCardSkeleton,
  AccessoryListSkeleton,
  ProtectionPlanCardSkeleton,
} from './AddonSkeleton/AddonSkeleton.tsx';
// Appointment and test drive
export type {
  AppointmentChoice,
  AppointmentDay,
  AppointmentSchedulerProps,
} from './Appointment/AppointmentScheduler.tsx';
export { AppointmentScheduler } from './Appointment/AppointmentScheduler.tsx';
export type { AppointmentSummaryProps, BookedAppointment } from './Appointment/AppointmentSummary.tsx';
export { AppointmentSummary } from './Appointment/AppointmentSummary.tsx';
export type { DealershipCardProps, Weekday } from './Appointment/DealershipCard.tsx';
export { DealershipCard, WEEKDAYS } from './Appointment/DealershipCard.tsx';
export { formatDay, formatHours, formatTime, formatWhen, zoneName } from './Appointment/format.ts';
export type {
  TestDriveFormProps,
  TestDriveRequestProps,
  TestDriveRequestState,
  TestDriveShopper,
} from './Appointment/TestDriveForm.tsx';
export { TestDriveForm, TestDriveRequest } from './Appointment/TestDriveForm.tsx';
export type { VisitStateProps } from './Appointment/VisitState.tsx';
export { VisitState } from './Appointment/VisitState.tsx';
export type { AskFirstProps } from './AskFirst/AskFirst.tsx';
export { AskFirst } from './AskFirst/AskFirst.tsx';
export type { BadgeEmphasis, BadgeProps, BadgeSize, BadgeTone } from './Badge/Badge.tsx';
export { BADGE_EMPHASES, BADGE_SIZES, BADGE_TONES, Badge } from './Badge/Badge.tsx';
// Shell
export type {
  BreadcrumbsProps,
  Crumb,
  StorefrontBreadcrumbsProps,
  StorefrontCrumb,
} from './Breadcrumbs/Breadcrumbs.tsx';
export { Breadcrumbs, STOREFRONT_CRUMBS, StorefrontBreadcrumbs } from './Breadcrumbs/Breadcrumbs.tsx';
// Primitives
export type { ButtonProps, ButtonSize, ButtonTone, ButtonVariant } from './Button/Button.tsx';
export { BUTTON_SIZES, BUTTON_TONES, BUTTON_VARIANTS, Button } from './Button/Button.tsx';
export type { CartLine, CartModalProps, CartTotals } from './CartModal/CartModal.tsx';
export { CartModal, EMPTY_CART_TOTALS } from './CartModal/CartModal.tsx';
export type { CheckboxProps } from './Checkbox/Checkbox.tsx';
export { Checkbox } from './Checkbox/Checkbox.tsx';
export type { ConsentBlockProps } from './ConsentBlock/ConsentBlock.tsx';
export { ConsentBlock } from './ConsentBlock/ConsentBlock.tsx';
export type {
  ContactModalProps,
  ContactRequestKind,
  ContactValues,
  QuestionModalProps,
  QuestionValues,
} from './ContactModal/ContactModal.tsx';
export { CONTACT_FORM_ITEMS, ContactModal, QuestionModal } from './ContactModal/ContactModal.tsx';
export type {
  CreditAcknowledgementProps,
  CreditAcknowledgementVersion,
} from './CreditApp/CreditAcknowledgement.tsx';
export { CreditAcknowledgement } from './CreditApp/CreditAcknowledgement.tsx';
export type {
  CreditAppLayoutProps,
  CreditAppLayoutRootProps,
  CreditAppLayoutVehicleProps,
  CreditAppStepsProps,
  CreditAppSystemNoticeProps,
} from './CreditApp/CreditAppLayout.tsx';
export { CreditAppLayout } from './CreditApp/CreditAppLayout.tsx';
export type { CreditApplicantFieldsProps } from './CreditApp/CreditApplicantFields.tsx';
export { CreditApplicantFields } from './CreditApp/CreditApplicantFields.tsx';
export type {
  CreditConsentStepProps,
  CreditConsentValues,
} from './CreditApp/CreditConsentStep.tsx';
export { CREDIT_CONSENT_KEYS, CreditConsentStep } from './CreditApp/CreditConsentStep.tsx';
export type { CreditEmploymentFieldsProps } from './CreditApp/CreditEmploymentFields.tsx';
export { CreditEmploymentFields } from './CreditApp/CreditEmploymentFields.tsx';
export type { CreditForm } from './CreditApp/CreditFields.tsx';
export type { CreditProvince, CreditResidentialFieldsProps } from './CreditApp/CreditResidentialFields.tsx';
export { CreditResidentialFields } from './CreditApp/CreditResidentialFields.tsx';
export type { CreditResultProps } from './CreditApp/CreditResult.tsx';
export { CreditResult } from './CreditApp/CreditResult.tsx';
export type {
  CreditReviewApplicant,
  CreditReviewProblem,
  CreditReviewProps,
} from './CreditApp/CreditReview.tsx';
export { CreditReview } from './CreditApp/CreditReview.tsx';
export type { CreditStepFormProps, CreditStepPageProps } from './CreditApp/CreditStep.tsx';
export { CreditStepForm, CreditStepPage } from './CreditApp/CreditStep.tsx';
// Sign-in family
export type { CustomExitModalProps } from './CustomExitModal/CustomExitModal.tsx';
export {
  CustomExitModal,
  DEFAULT_CUSTOM_EXIT_SIZE,
  exitFrameSize,
} from './CustomExitModal/CustomExitModal.tsx';
export type { CustomerMenuProps, HeaderUser } from './CustomerMenu/CustomerMenu.tsx';
export { CustomerMenu } from './CustomerMenu/CustomerMenu.tsx';
export type { DateFieldProps } from './DateField/DateField.tsx';
export { DateField } from './DateField/DateField.tsx';
export type { DealerBarProps } from './DealerBar/DealerBar.tsx';
export { DealerBar } from './DealerBar/DealerBar.tsx';
// Deposit
export type { DepositConfirmationProps } from './Deposit/DepositConfirmation.tsx';
export { DepositConfirmation } from './Deposit/DepositConfirmation.tsx';
export type { DepositDetailsProps } from './Deposit/DepositDetails.tsx';
export { DepositDetails } from './Deposit/DepositDetails.tsx';
export type {
  DepositBillingValues,
  DepositChallengeProps,
  DepositFormProps,
} from './Deposit/DepositForm.tsx';
export { DepositChallenge, DepositForm, DepositSandboxNotice } from './Deposit/DepositForm.tsx';
export type { DepositReceiptProps } from './Deposit/DepositReceipt.tsx';
export { DepositReceipt } from './Deposit/DepositReceipt.tsx';
export type { DepositSummaryProps } from './Deposit/DepositSummary.tsx';
export { DepositSummary } from './Deposit/DepositSummary.tsx';
export type { DepositAmounts, DepositMethod, DepositStatus, PlacedDeposit } from './Deposit/types.ts';
export { DEPOSIT_STATUSES, isDepositPaid } from './Deposit/types.ts';
export type { DiscardChangesModalProps } from './DiscardChangesModal/DiscardChangesModal.tsx';
export { DiscardChangesModal, useDiscardChangesGuard } from './DiscardChangesModal/DiscardChangesModal.tsx';
export type { DisclaimerItem, DisclaimerProps, SuperscriptProps } from './Disclaimer/Disclaimer.tsx';
export {
  Disclaimer,
  disclaimerAnchorId,
  POST_TAX_SUPERSCRIPT,
  Superscript,
} from './Disclaimer/Disclaimer.tsx';
export type {
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuRootProps,
} from './DropdownMenu/DropdownMenu.tsx';
export { DropdownMenu } from './DropdownMenu/DropdownMenu.tsx';
export type { DealCountryProviderProps, DealFormat } from './deal/format.tsx';
export { DealCountryProvider, useDealFormat } from './deal/format.tsx';
export type { LinkButtonProps } from './deal/LinkButton.tsx';
export { LinkButton } from './deal/LinkButton.tsx';
export type { ExistingCustomerModalProps } from './ExistingCustomerModal/ExistingCustomerModal.tsx';
export { ExistingCustomerModal } from './ExistingCustomerModal/ExistingCustomerModal.tsx';
export type { ExitFeedbackModalProps } from './ExitFeedbackModal/ExitFeedbackModal.tsx';
export { ExitFeedbackModal } from './ExitFeedbackModal/ExitFeedbackModal.tsx';
export type { UseExitIntentOptions } from './ExitFeedbackModal/useExitIntent.ts';
export {
  clickPath,
  useBounceSignInTrigger,
  useExitIntent,
  useExitIntentArming,
  useExitSignals,
} from './ExitFeedbackModal/useExitIntent.ts';
export type { InputMaskKind } from './Field/masks.ts';
export { INPUT_MASK_KINDS, inputMask, maskValue } from './Field/masks.ts';
export type { ValidationProps, ValidationState } from './Field/useValidationItem.ts';
export { useValidationItem } from './Field/useValidationItem.ts';
export type { FooterProps } from './Footer/Footer.tsx';
export { Footer } from './Footer/Footer.tsx';
export { isSafeUrl, sanitizeHtml } from './Footer/sanitizeHtml.ts';
// Forms
export type { FormModalProps } from './Form/FormModal.tsx';
export { FormModal } from './Form/FormModal.tsx';
export type { FormFieldProps, FormServerErrors, FormState, UseFormOptions } from './Form/useForm.ts';
export { useForm } from './Form/useForm.ts';
export type { ContactKind, HeaderDealer, HeaderProps } from './Header/Header.tsx';
export { CONTACT_KINDS, Header } from './Header/Header.tsx';
export type { IconProps } from './Icon/Icon.tsx';
export { Icon } from './Icon/Icon.tsx';
export type { IconName } from './Icon/icons.tsx';
export { ICON_NAMES } from './Icon/icons.tsx';
export type { IncentiveListProps } from './IncentiveList/IncentiveList.tsx';
export {
  INCENTIVE_AUDIENCE_LABEL,
  INCENTIVE_GROUP_LABEL,
  INCENTIVE_TYPE_LABEL,
  IncentiveList,
} from './IncentiveList/IncentiveList.tsx';
// Messages and localisation
export type { CustomCopy, CustomCopyProviderProps } from './intl/CustomCopyProvider.tsx';
export { CustomCopyProvider } from './intl/CustomCopyProvider.tsx';
export type { KitIntlProviderProps } from './intl/KitIntlProvider.tsx';
export { KitIntlProvider, kitLocaleFor, loadUiMessages } from './intl/KitIntlProvider.tsx';
export type { UiText } from './intl/useUiText.ts';
export { useUiText } from './intl/useUiText.ts';
export type { LanguageToggleProps } from './LanguageToggle/LanguageToggle.tsx';
export { LanguageToggle } from './LanguageToggle/LanguageToggle.tsx';
export type { LinkProps, LinkTone } from './Link/Link.tsx';
export { LINK_TONES, Link } from './Link/Link.tsx';
export type { DealerLogoProps } from './Logo/DealerLogo.tsx';
export { DealerLogo } from './Logo/DealerLogo.tsx';
export type { DealerLogos, LogoDeviceSize, ResponsiveImage } from './Logo/logoSources.ts';
export { LOGO_DEVICE_SIZES, logoSources } from './Logo/logoSources.ts';
export type { MarketplaceHeaderProps, TbybBannerProps, TbybModalProps } from './Marketplace/Marketplace.tsx';
export { MarketplaceHeader, TbybBanner, TbybModal, telHref } from './Marketplace/Marketplace.tsx';
export type { ModalContentProps, ModalRootProps, ModalSize } from './Modal/Modal.tsx';
export { MODAL_SIZES, Modal } from './Modal/Modal.tsx';
export type { UiLocale, UiMessageId, UiMessages } from './messages/index.ts';
export { UI_LOCALES, uiMessages, uiMessagesFor } from './messages/index.ts';
export type { NoOrderDashboardProps } from './NoOrderDashboard/NoOrderDashboard.tsx';
export { NoOrderDashboard } from './NoOrderDashboard/NoOrderDashboard.tsx';
export type { OemHeaderProps, OemHeaderVariant, PartnerBackHeaderProps } from './OemHeader/OemHeader.tsx';
export { OEM_HEADER_VARIANTS, OemHeader, PartnerBackHeader } from './OemHeader/OemHeader.tsx';
export type { PageTitleProps } from './PageTitle/PageTitle.tsx';
export { PageTitle, usePageTitle } from './PageTitle/PageTitle.tsx';
export { pageTitle } from './PageTitle/pageTitleText.ts';
export { moneyInputText, parseMoneyInput } from './PaymentConfigurator/moneyInput.ts';
export type {
  PaymentConfiguratorProps,
  PaymentConfiguratorValues,
  PaymentField,
} from './PaymentConfigurator/PaymentConfigurator.tsx';
export {
  FREQUENCY_OPTION_LABEL,
  PAYMENT_FIELDS,
  PaymentConfigurator,
  useInvalidFrequencyToast,
} from './PaymentConfigurator/PaymentConfigurator.tsx';
export type { PaymentDisclosureProps } from './PaymentDisclosure/PaymentDisclosure.tsx';
export { PaymentDisclosure } from './PaymentDisclosure/PaymentDisclosure.tsx';
export type { PostalCodeModalProps } from './PostalCodeModal/PostalCodeModal.tsx';
export { PostalCodeModal } from './PostalCodeModal/PostalCodeModal.tsx';
export type { PaymentAmountProps } from './PricingHeader/PaymentAmount.tsx';
export { FREQUENCY_LABEL, PaymentAmount, usePaymentAnimation } from './PricingHeader/PaymentAmount.tsx';
export type { HeaderPayment, PricingHeaderProps } from './PricingHeader/PricingHeader.tsx';
export { PAYMENT_TYPE_LABEL, PricingHeader } from './PricingHeader/PricingHeader.tsx';
export type { PaymentAnimationFrame, PaymentAnimationPhase } from './PricingHeader/paymentAnimation.ts';
export { PAYMENT_ANIMATION_PHASES, paymentChangeFrames } from './PricingHeader/paymentAnimation.ts';
export type { ProtectionPlanCardProps } from './ProtectionPlanCard/ProtectionPlanCard.tsx';
export { NO_COVERAGE, ProtectionPlanCard } from './ProtectionPlanCard/ProtectionPlanCard.tsx';
export type { RadioGroupProps, RadioOption } from './RadioGroup/RadioGroup.tsx';
export { RadioGroup } from './RadioGroup/RadioGroup.tsx';
export type { ReentryCodeFormProps, ReentryTarget } from './ReentryCodeForm/ReentryCodeForm.tsx';
export { normalizeReentryCode, ReentryCodeForm } from './ReentryCodeForm/ReentryCodeForm.tsx';
export type { ReviewSummaryProps } from './ReviewSummary/ReviewSummary.tsx';
export { PRICING_LINE_LABEL, ReviewSummary, TAX_LABEL } from './ReviewSummary/ReviewSummary.tsx';
export type {
  SavedDealCardProps,
  SavedDealListProps,
  SavedDealPayment,
} from './SavedDealCard/SavedDealCard.tsx';
export { SavedDealCard, SavedDealList } from './SavedDealCard/SavedDealCard.tsx';
export type { SelectFieldProps, SelectOption } from './SelectField/SelectField.tsx';
export { SelectField } from './SelectField/SelectField.tsx';
export type { SendLinkState, ShareDealPanelProps } from './ShareDealPanel/ShareDealPanel.tsx';
export { SEND_LINK_STATES, ShareDealPanel } from './ShareDealPanel/ShareDealPanel.tsx';
export type {
  PreferredContactMethod,
  SignInDealer,
  SignInExistingProps,
  SignInModalProps,
  SignInRootProps,
  SignInSignUpProps,
  SignInSubmittedProps,
  SignInValues,
  SignInView,
} from './SignInModal/SignInModal.tsx';
export {
  InfoRow,
  PREFERRED_CONTACT_METHODS,
  SIGN_IN_VIEWS,
  SignInModal,
} from './SignInModal/SignInModal.tsx';
export type { SkeletonProps, SkeletonTextProps, SpinnerProps, SpinnerSize } from './Spinner/Spinner.tsx';
export { Skeleton, SkeletonText, SPINNER_SIZES, Spinner } from './Spinner/Spinner.tsx';
export type { StepItem, StepperProps, StepStateName } from './Stepper/Stepper.tsx';
export { STEP_STATE_NAMES, Stepper, stepStateName } from './Stepper/Stepper.tsx';
export type { StepperFirstPaintProps } from './Stepper/StepperFirstPaint.tsx';
export { StepperFirstPaint } from './Stepper/StepperFirstPaint.tsx';
export type { StepSummaryCardProps } from './StepSummaryCard/StepSummaryCard.tsx';
export { SECTION_STATUS_LABEL, SECTION_TITLE, StepSummaryCard } from './StepSummaryCard/StepSummaryCard.tsx';
export type { SectionAction, SectionStatus } from './StepSummaryCard/sectionStatus.ts';
export {
  SECTION_ACTIONS,
  SECTION_STATUSES,
  sectionAction,
  sectionStatus,
} from './StepSummaryCard/sectionStatus.ts';
export type { StockBadgeProps } from './StockBadge/StockBadge.tsx';
export { StockBadge } from './StockBadge/StockBadge.tsx';
export type { SwitchProps } from './Switch/Switch.tsx';
export { Switch } from './Switch/Switch.tsx';
export type { TabItem, TabsProps } from './Tabs/Tabs.tsx';
export { Tabs } from './Tabs/Tabs.tsx';
export type { TextFieldProps, TextFieldType } from './TextField/TextField.tsx';
export { TEXT_FIELD_TYPES, TextField } from './TextField/TextField.tsx';
export type {
  ToastApi,
  ToastKind,
  ToastOptions,
  ToastPlacement,
  ToastProviderProps,
} from './Toast/Toast.tsx';
export { TOAST_DURATIONS, TOAST_KINDS, TOAST_PLACEMENTS, ToastProvider, useToast } from './Toast/Toast.tsx';
export type { ConditionQuestionProps } from './TradeIn/ConditionQuestion.tsx';
export { ConditionQuestion } from './TradeIn/ConditionQuestion.tsx';
export type {
  TradeInInstantOffer,
  TradeInInstantOfferPanelProps,
} from './TradeIn/TradeInInstantOfferPanel.tsx';
export { TradeInInstantOfferPanel } from './TradeIn/TradeInInstantOfferPanel.tsx';
export type { TradeInOfferCodeFormProps } from './TradeIn/TradeInOfferCodeForm.tsx';
export { TradeInOfferCodeForm } from './TradeIn/TradeInOfferCodeForm.tsx';
export type {
  TradeInCommentModalProps,
  TradeInDealerDecision,
  TradeInDealerDecisionNoticeProps,
  TradeInOffer,
  TradeInOfferPanelProps,
} from './TradeIn/TradeInOfferPanel.tsx';
export {
  TRADE_IN_DEALER_DECISIONS,
  TradeInCommentModal,
  TradeInDealerDecisionNotice,
  TradeInOfferPanel,
} from './TradeIn/TradeInOfferPanel.tsx';
export type {
  TradeInPhotoError,
  TradeInPhotoField,
  TradeInPhotoGridProps,
  TradeInPhotoSlot,
} from './TradeIn/TradeInPhotoGrid.tsx';
export {
  TRADE_IN_PHOTO_ANGLES,
  TRADE_IN_PHOTO_ERRORS,
  TradeInPhotoGrid,
} from './TradeIn/TradeInPhotoGrid.tsx';
export type {
  TradeInStatus,
  TradeInSummaryProps,
  TradeInSummaryTradeIn,
} from './TradeIn/TradeInSummary.tsx';
export { TRADE_IN_STATUSES, TradeInSummary } from './TradeIn/TradeInSummary.tsx';
export type { TradeInValuationCardProps } from './TradeIn/TradeInValuationCard.tsx';
export { TradeInValuationCard } from './TradeIn/TradeInValuationCard.tsx';
export type {
  TradeInVehicleChoiceProps,
  TradeInVehicleSearchProps,
} from './TradeIn/TradeInVehicleSearch.tsx';
export { TradeInVehicleChoice, TradeInVehicleSearch } from './TradeIn/TradeInVehicleSearch.tsx';
export type { TradeInVinFieldProps } from './TradeIn/TradeInVinField.tsx';
export { TradeInVinField } from './TradeIn/TradeInVinField.tsx';
export type { UnsupportedBrowserBannerProps } from './UnsupportedBrowserBanner/UnsupportedBrowserBanner.tsx';
export { UnsupportedBrowserBanner } from './UnsupportedBrowserBanner/UnsupportedBrowserBanner.tsx';
export type { CarouselImage } from './VehicleCarousel/carousel.ts';
export {
  FEED_SOURCES,
  needsNotFromFeedDisclaimer,
  resistedOffset,
  slideAfterKey,
  slideAfterSwipe,
} from './VehicleCarousel/carousel.ts';
export type { VehicleCarouselProps } from './VehicleCarousel/VehicleCarousel.tsx';
export { VehicleCarousel } from './VehicleCarousel/VehicleCarousel.tsx';
export type { FilterRange, MultiFilterKey, RangeFilterKey } from './VehicleFilters/searchFilters.ts';
export {
  activeFilterCount,
  isRangeValid,
  MULTI_FILTER_KEYS,
  multiValues,
  RANGE_FILTER_KEYS,
  rangeOf,
  setRangeEnd,
  toggleValue,
} from './VehicleFilters/searchFilters.ts';
export type {
  FilterOption,
  VehicleFilterFacets,
  VehicleFiltersProps,
} from './VehicleFilters/VehicleFilters.tsx';
export { FILTER_KEY_LABEL, VehicleFilters } from './VehicleFilters/VehicleFilters.tsx';
export type { VehicleFiltersSheetProps } from './VehicleFilters/VehicleFiltersSheet.tsx';
export { VehicleFiltersSheet } from './VehicleFilters/VehicleFiltersSheet.tsx';
export type { VehicleNotFoundProps } from './VehicleNotFound/VehicleNotFound.tsx';
export { VehicleNotFound } from './VehicleNotFound/VehicleNotFound.tsx';
export type { VehicleOverviewFacts, VehicleOverviewProps } from './VehicleOverview/VehicleOverview.tsx';
export { FUEL_TYPE_LABEL, VehicleOverview } from './VehicleOverview/VehicleOverview.tsx';
export type {
  CardDisplay,
  PriceDisplay,
  VehicleResultCardProps,
} from './VehicleResultCard/VehicleResultCard.tsx';
export { PRICE_DISPLAYS, VehicleResultCard } from './VehicleResultCard/VehicleResultCard.tsx';
export type {
  VehicleResult,
  VehicleSearchResultsProps,
  VehicleSort,
} from './VehicleSearchResults/VehicleSearchResults.tsx';
export { VEHICLE_SORTS, VehicleSearchResults } from './VehicleSearchResults/VehicleSearchResults.tsx';
