import { FRAME_PANELS, PRICES_CENTS } from '@dtm/shared/constants';

/** A product as the pricing cards show it (spec section 3, "Frame product option"). */
export type PricingOption = {
  key: 'frame5' | 'frame7' | 'character';
  name: string;
  priceCents: number;
  description: string;
  dimensionsLabel: string;
  popular: boolean;
  features: readonly string[];
};

const FRAME_FEATURES = [
  'High-resolution display in an acrylic frame',
  'Your custom animation pre-loaded',
  'Charger and setup guide included',
  'Free worldwide shipping',
] as const;

function panelLabel(size: keyof typeof FRAME_PANELS): string {
  const { width, height } = FRAME_PANELS[size];
  return `${width} × ${height} display`;
}

// Prices come from the shared catalog; the server's catalog decides what is charged.
export const PRICING_OPTIONS: readonly PricingOption[] = [
  {
    key: 'frame5',
    name: '5" Frame',
    priceCents: PRICES_CENTS.frame5,
    description: 'Perfect for kids to play with',
    dimensionsLabel: panelLabel('5'),
    popular: false,
    features: FRAME_FEATURES,
  },
  {
    key: 'frame7',
    name: '7" Frame',
    priceCents: PRICES_CENTS.frame7,
    description: 'Perfect for a living room',
    dimensionsLabel: panelLabel('7'),
    popular: true,
    features: FRAME_FEATURES,
  },
  {
    key: 'character',
    name: 'Animated Character',
    priceCents: PRICES_CENTS.character,
    description: 'Just the magic, no frame',
    dimensionsLabel: 'Delivered digitally',
    popular: false,
    features: ["Your child's drawing, animated", 'Preview with up to 2 small changes', 'Download and keep forever'],
  },
];
