/**
 * The styles of what the first screens draw (login, the dashboard's frame, the rack, the error
 * and not-found pages, toasts and the info dialog), per Mantine component, instead of Mantine's
 * whole stylesheet (220 KB, 85 % of it unused there). Anything loaded later (a screen, a dialog)
 * brings the whole stylesheet with it (`lib/all-styles.ts`, through `lazyNamed`). Both are
 * Mantine's layered files (`@layer mantine`): what loads later re-declares the same rules in
 * Mantine's own order, and the app's own CSS (not layered) wins over either.
 * A component drawn on a first screen needs its file here; Vite's build lists the components of
 * the first bundle (see docs/decisions.md, "First visit").
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
