import { Center, Loader } from '@mantine/core';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { giveFocusBack } from './focus-return';

// biome-ignore lint/suspicious/noExplicitAny: any component, its props kept by the caller's type.
type AnyComponent = ComponentType<any>;

/** A component whose code loads on first render, or earlier through `preload()`. */
export type LazyComponent<C extends AnyComponent> = LazyExoticComponent<C> & { preload(): void };

/**
 * `React.lazy` for a named export: the module's code (and the contracts and Mantine parts only it
 * uses) leaves the first screen's bundle and loads when needed.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyComponent<M[K]> {
  let loading: Promise<{ default: M[K] }> | undefined;
  const start = () => {
    // Mantine's whole stylesheet comes with the first lazily loaded piece (app/first-styles.ts).
    loading ??= Promise.all([load(), import('./all-styles')]).then(([module]) => ({ default: module[name] }));
    return loading;
  };
  return Object.assign(lazy(start), {
    preload: () => {
      start().catch(() => undefined);
    },
  });
}

/** What shows a person is using the page: a pointer moved or pressed, a key, a touch. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Loads the code of these components at the person's first interaction with the page (a mouse
 * moving over it is enough), so a dialog opens without waiting while a first visit loads only
 * what the screen shows: preloading at idle put ~100 KB of dialogs into every first load.
 */
export function usePreloadOnInteraction(...components: { preload(): void }[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is fixed per call site.
  useEffect(() => {
    const preload = () => {
      stop();
      for (const component of components) component.preload();
    };
    const stop = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, preload, true);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, preload, { capture: true, passive: true });
    return stop;
  }, []);
}

/**
 * True from the first render where `condition` held on, whatever it becomes: what is mounted at its
 * first use (a dialog, the toasts) stays mounted to animate its closing and keep its state.
 */
export function useEverTrue(condition: boolean): boolean {
  const [ever, setEver] = useState(condition);
  if (condition && !ever) setEver(true);
  return ever || condition;
}

/**
 * Renders a lazily loaded dialog from the first time it is opened on (so it can animate its
 * closing and keep its state like any mounted dialog); nothing before.
 *
 * The dialog mounts open, and Mantine's `returnFocus` only records what had the focus when a
 * mounted modal opens: at its first close (or at every close, where a `key` mounts it anew each
 * time) the focus would fall to the page's body. So each opening records it here and each close
 * gives it back (Mantine, when it recorded it, gives the same element).
 */
export function MountWhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const mounted = useEverTrue(opened);
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (opened) {
      // Before the dialog's focus trap moves the focus in (it waits a task).
      opener.current = document.activeElement;
      return;
    }
    const element = opener.current;
    opener.current = null;
    return giveFocusBack(element);
  }, [opened]);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** A lazily loaded tab's content: a small loader in its place while its code loads. */
export function LazyPanel({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" aria-label="Cargando" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

/** The props every dialog of the app takes. */
interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/** A lazily loaded dialog (see `lazyNamed`), mounted from its first opening on. */
export function LazyDialog({
  component: Dialog,
  opened,
  onClose,
}: DialogProps & { component: ComponentType<DialogProps> }) {
  return (
    <MountWhenOpened opened={opened}>
      <Dialog opened={opened} onClose={onClose} />
    </MountWhenOpened>
  );
}
