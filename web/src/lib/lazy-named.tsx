import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';

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
    loading ??= load().then((module) => ({ default: module[name] }));
    return loading;
  };
  return Object.assign(lazy(start), {
    preload: () => {
      start().catch(() => undefined);
    },
  });
}

/** Loads the code of these components once the browser is idle after the first paint. */
export function usePreloadWhenIdle(...components: { preload(): void }[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is fixed per call site.
  useEffect(() => {
    const preload = () => {
      for (const component of components) component.preload();
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 1000);
    return () => clearTimeout(id);
  }, []);
}

/**
 * Renders a lazily loaded dialog from the first time it is opened on (so it can animate its
 * closing and keep its state like any mounted dialog); nothing before.
 */
export function MountWhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
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
