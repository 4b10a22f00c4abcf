import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeComponent,
} from '@mantine/core';

/** The premium colour: headers, the upgrade call to action and the primary buttons. */
const premium: MantineColorsTuple = [
  '#f3f0ff',
  '#e5dbff',
  '#d0bfff',
  '#b197fc',
  '#9775fa',
  '#845ef7',
  '#7950f2',
  '#7048e8',
  '#6741d9',
  '#5f3dc4',
];

/** A warm accent for premium badges and highlights on the premium colour. */
const gold: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#f08c00',
  '#e67700',
];

const closeButtonLabelled: MantineThemeComponent = {
  defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } },
};

/**
 * Mantine's red with its strong shades darkened: red text, red menu items and white on red buttons
 * ('Eliminar') read at 4.5:1 or more (axe's color-contrast rule).
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#b52525',
  '#a61e1e',
  '#8f1a1a',
];

/** Light badges ('Premium', 'Destacada', 'Oportunidad') with text dark enough on their tint. */
export const contrastVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-gold-light-color': '#8a5300',
    '--mantine-color-yellow-light-color': '#8a5300',
    '--mantine-color-orange-light-color': '#a33f00',
    '--mantine-color-green-light-color': '#237032',
    '--mantine-color-teal-light-color': '#0b6b58',
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'premium',
  primaryShade: { light: 7, dark: 5 },
  colors: { premium, gold, red },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Mantine's close buttons are bare icons: screen readers announced them as "button".
    // Plain objects rather than Modal.extend / Drawer.extend (which return their argument): those
    // imports put Modal, Drawer and floating-ui in the entry chunk of every page.
    Modal: closeButtonLabelled,
    Drawer: closeButtonLabelled,
    // The placeholder Mantine puts first in a menu to hold focus is a child a menu may not have
    // (axe's aria-required-children): focus goes to the first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A spinner is a bare span: its label ('Cargando') is allowed, and read out, only with a role
    // (axe's aria-prohibited-attr).
    Loader: { defaultProps: { role: 'status' } },
  },
});
