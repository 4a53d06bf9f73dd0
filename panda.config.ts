// Panda CSS: the small design system every screen is built from. Static styles only (Panda extracts
// them at build time; computed values are not extracted). Colours are semantic tokens with a light
// and a dark value that follow the system setting (`_osDark`).
import { defineConfig, defineRecipe, defineSemanticTokens, defineTokens } from '@pandacss/dev';

const tokens = defineTokens({
  colors: {
    navy: {
      50: { value: '#eef3f9' },
      100: { value: '#d5e1ef' },
      200: { value: '#a9c0dd' },
      300: { value: '#7b9bc6' },
      500: { value: '#35598c' },
      700: { value: '#1d3557' },
      800: { value: '#162a45' },
      900: { value: '#0f1d31' },
    },
    gold: { 300: { value: '#f4c96b' }, 500: { value: '#c98f0a' }, 700: { value: '#7a5505' } },
    gray: {
      50: { value: '#f8fafc' },
      100: { value: '#f1f4f8' },
      200: { value: '#e2e7ee' },
      300: { value: '#c8d0db' },
      400: { value: '#98a3b3' },
      500: { value: '#667285' },
      600: { value: '#4b5565' },
      700: { value: '#343c49' },
      800: { value: '#1f2530' },
      850: { value: '#181d26' },
      900: { value: '#11151c' },
    },
    red: { 300: { value: '#fca5a5' }, 600: { value: '#c2261d' }, 700: { value: '#a11d16' } },
    green: { 300: { value: '#86efac' }, 700: { value: '#17703a' }, 900: { value: '#0c3a1e' } },
    white: { value: '#ffffff' },
  },
  fonts: {
    body: {
      value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
  },
  radii: { sm: { value: '0.25rem' }, md: { value: '0.5rem' }, lg: { value: '0.75rem' } },
  // Layers, bottom to top. Toasts are above the sticky bars and below a dialog, whose buttons they
  // never cover; a list or menu opened from a dialog is above it; the focused skip link is on top.
  zIndex: {
    sticky: { value: 10 },
    toast: { value: 20 },
    overlay: { value: 30 },
    modal: { value: 40 },
    dropdown: { value: 50 },
    skipLink: { value: 100 },
  },
});

/** A colour with a light value and a dark one, following the system setting. */
function lightDark(light: string, dark: string) {
  return { value: { base: `{colors.${light}}`, _osDark: `{colors.${dark}}` } };
}

const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      DEFAULT: lightDark('white', 'gray.900'),
      muted: lightDark('gray.50', 'gray.850'),
      subtle: lightDark('gray.100', 'gray.800'),
      card: lightDark('white', 'gray.850'),
      hero: lightDark('navy.700', 'navy.900'),
    },
    fg: {
      DEFAULT: lightDark('gray.900', 'gray.50'),
      muted: lightDark('gray.600', 'gray.300'),
      onHero: lightDark('white', 'gray.50'),
    },
    border: {
      DEFAULT: lightDark('gray.200', 'gray.700'),
      strong: lightDark('gray.400', 'gray.500'),
    },
    primary: {
      DEFAULT: lightDark('navy.700', 'navy.200'),
      hover: lightDark('navy.800', 'navy.100'),
      fg: lightDark('white', 'navy.900'),
      subtle: lightDark('navy.50', 'navy.800'),
      text: lightDark('navy.700', 'navy.200'),
    },
    accent: {
      DEFAULT: lightDark('gold.500', 'gold.300'),
      text: lightDark('gold.700', 'gold.300'),
    },
    destructive: {
      DEFAULT: lightDark('red.600', 'red.300'),
      hover: lightDark('red.700', 'red.300'),
      fg: lightDark('white', 'gray.900'),
      text: lightDark('red.700', 'red.300'),
    },
    success: {
      DEFAULT: lightDark('green.700', 'green.300'),
      fg: lightDark('white', 'green.900'),
    },
    focusRing: lightDark('gold.500', 'gold.300'),
  },
});

/** Buttons: one look per intent, three sizes; links styled as buttons use the same recipe. */
const button = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderRadius: 'md',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background 0.15s, color 0.15s, border-color 0.15s',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-disabled=true]': { opacity: 0.55, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'primary', color: 'primary.fg', _hover: { bg: 'primary.hover' } },
      outline: {
        bg: 'bg',
        color: 'fg',
        borderColor: 'border.strong',
        _hover: { bg: 'bg.subtle' },
      },
      ghost: { bg: 'transparent', color: 'fg', _hover: { bg: 'bg.subtle' } },
      destructive: {
        bg: 'destructive',
        color: 'destructive.fg',
        _hover: { bg: 'destructive.hover' },
      },
      accent: { bg: 'gold.300', color: 'navy.900', _hover: { bg: 'gold.500' } },
      onHero: {
        bg: 'transparent',
        color: 'fg.onHero',
        borderColor: 'fg.onHero',
        _hover: { bg: 'navy.800' },
      },
    },
    size: {
      sm: { px: '3', py: '1.5', fontSize: 'sm', minH: '9' },
      md: { px: '4', py: '2', fontSize: 'md', minH: '11' },
      lg: { px: '6', py: '3', fontSize: 'lg', minH: '12' },
      icon: { p: '2', minH: '10', minW: '10' },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});

/** Badges: the spec's default / secondary / destructive styles plus outline and success. */
const badge = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'full',
    px: '2.5',
    py: '0.5',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: '1.4',
    borderWidth: '1px',
    borderColor: 'transparent',
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      default: { bg: 'primary', color: 'primary.fg' },
      secondary: { bg: 'bg.subtle', color: 'fg', borderColor: 'border' },
      destructive: { bg: 'destructive', color: 'destructive.fg' },
      outline: { bg: 'transparent', color: 'fg', borderColor: 'border.strong' },
      success: { bg: 'success', color: 'success.fg' },
      pending: { bg: 'gold.300', color: 'navy.900' },
    },
  },
  defaultVariants: { variant: 'default' },
});

/** Cards: the surface for job cards, stat cards, forms and dialogs. */
const card = defineRecipe({
  className: 'card',
  base: {
    bg: 'bg.card',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    boxShadow: 'sm',
    p: { base: '4', md: '6' },
  },
  variants: {
    interactive: {
      true: { transition: 'box-shadow 0.15s', _hover: { boxShadow: 'md' } },
    },
  },
});

export default defineConfig({
  preflight: true,
  include: ['./web/**/*.{ts,tsx}'],
  exclude: ['./web/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  globalCss: {
    html: { colorScheme: 'light dark', fontFamily: 'body', lineHeight: '1.5' },
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh' },
    // A visible focus ring on every keyboard-focused control.
    ':focus-visible': { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    a: { color: 'inherit' },
    // A printed page is what the screen shows without the app around it: no buttons (they do
    // nothing on paper), dark text on white. The bars, notices and the apply box hide themselves
    // (their own `_print` styles); a position prints as a notice to pin up, with the church's
    // contact (docs/decisions/0049-share-and-print.md).
    '@media print': {
      body: { bg: 'white', color: 'black' },
      button: { display: 'none !important' },
    },
  },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      recipes: { button, badge, card },
    },
  },
});
