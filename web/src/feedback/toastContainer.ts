// Loaded by ToastHost on the first toast, with its stylesheet.
import '@mantine/notifications/styles.css';

export { Notifications as default } from '@mantine/notifications';
