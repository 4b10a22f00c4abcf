import { createTheme, type MantineColorsTuple, type MantineThemeComponent } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'premium',
  primaryShade: { light: 7, dark: 5 },
  colors: { premium, gold },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Mantine's close buttons are bare icons: screen readers announced them as "button".
    // Plain objects rather than Modal.extend / Drawer.extend (which return their argument): those
    // imports put Modal, Drawer and floating-ui in the entry chunk of every page.
    Modal: closeButtonLabelled,
    Drawer: closeButtonLabelled,
  },
});
