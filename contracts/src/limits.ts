// Sizes, page sizes, debounces and timings of SPEC.md section 9: the one place both sides read them from.

export const PAGE_SIZE = 20;
export const LANDING_LATEST_SEARCHES = 15;
export const HISTORY_LAST_SEARCHES = 5;
export const MENU_LAST_SEARCHES = 3;
export const SKELETON_PLACEHOLDERS = 3;

export const DEBOUNCE_MS = {
  searchInput: 1_000,
  resultCount: 1_000,
  placeSearch: 800,
} as const;
export const PLACE_SEARCH_MIN_CHARACTERS = 3;

export const TEXT_LENGTH = {
  name: { min: 3, max: 150 },
  title: { min: 3, max: 255 },
  quickPublication: { min: 20, max: 1_000 },
  quickSearch: { max: 1_000 },
  promocode: { min: 4, max: 20 },
  categoryName: { min: 3, max: 255 },
  adminCategoryName: { min: 3, max: 150 },
} as const;

export const TEXTAREA_ROWS = {
  default: { min: 4, max: 10 },
  comment: { min: 3, max: 10 },
  description: { max: 15 },
  autogrow: { min: 1, max: 10 },
  quickSearch: { min: 4, max: 8 },
} as const;

export const DISCOUNT = { min: 1, max: 100 } as const;

export const IMAGE = {
  maxBytes: 1.5 * 1024 * 1024,
  maxSidePixels: 1_500,
  cardMaxImages: 5,
  groupLogoRatio: 1,
  acceptedExtensions: ['jpg', 'jpeg', 'png', 'webp', 'bmp'],
} as const;

export const COLLAGE = { tiles: 20, columns: 3 } as const;

export const TIMING_MS = {
  copyFeedback: 10_000,
  headerAutoplay: 3_000,
  toast: 4_000,
  notice: 7_000,
  logout: 2_000,
  welcomeStep: 1_000,
  guideAutoStart: 5_000,
  spinnerDelay: 500,
  sliderAdvance: 500,
  lastSearchPromptRetry: 5_000,
  notificationPrompt: 5_000,
  notificationPromptRetry: 60_000,
  installPrompt: 60_000,
  installPromptRetry: 5_000,
  userRefresh: 5 * 60_000,
  likeHeld: 500,
  superlikeHold: 1_500,
  gestureTransition: 150,
} as const;

export const SUPPRESSION_DAYS = { notificationPrompt: 10, installPrompt: 10 } as const;
export const HEADER_SLIDES = 4;
export const INVITATION_VALID_HOURS = 24;

export const GESTURE = {
  swipeThresholdPixels: 130,
  dragRecognisedPixels: 10,
  opacityBeforeThreshold: 0.2,
  opacityAfterThreshold: 1,
  zoomCap: 4,
  aspectTolerance: 0.3,
  /** More results load when the user is within this fraction of the loaded batch from the end. */
  loadMoreFraction: 1 / 3,
} as const;

export const MAP = {
  defaultZoom: 16,
  minimumZoom: 13,
  heightPixels: 270,
  markerGridCells: 20,
  defaultCurrencySymbol: '$',
} as const;

export const QUICK_CREATE_HINTS = 5;
export const OPTION_LIST_INITIAL = 10;
export const NUMBER_EXTRA_OPTIONS_MAX = 10;
export const START_GUIDE_STEPS = 3;
export const SEARCH_TOUR_STEPS = 8;
export const PRICE_SLIDER_STEPS = 30;
export const RESULT_COUNT_CAP = 1_000;
export const PAGE_VIEW_CACHE = 5;

export const ONE_TIME_CODE = { digits: 6, expiresMinutes: 10, maxTries: 5 } as const;

export const SUCCESS_RATE_BANDS = { good: 0.8, warning: 0.5 } as const;
