import type { LanguageId } from '@portal/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteObject } from './router';
import type { Landing } from './landing';

/** Something an entry does instead of leading to a page (downloading a file, say). */
export type Action = (context: { languageId: LanguageId }) => void;

/** An entry of the menu shown to signed-out visitors, in the spec's order. */
export type MenuEntry = {
  key: string;
  /** Catalogue key of the caption. */
  label: string;
  /** Where it leads; a group has children instead. */
  path?: string;
  children?: { key: string; label: string; path: string }[];
  /** Position among the entries: home 10, complaints 20, debates 30, info 40, sessions 50, questions 60, surveys 70, e-services 80. */
  order: number;
};

/** A way into a module from the home page. */
export type HomeEntry = {
  key: string;
  title: string;
  text: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  order: number;
} & ({ to: string } | { action: Action });

/**
 * A block of the home page's "latest" row: a module's five newest public records
 * (complaints now; sessions, debates and questions later). Lazy, so the home page's first
 * load carries none of its code (decision 0017).
 */
export type HomeLatest = {
  key: string;
  order: number;
  Block: LazyExoticComponent<ComponentType>;
};

/**
 * A block of the home page, lazy (decision 0017). `featured`: under the municipality's name, a
 * module's call to action and its figures. `below`: after the "latest" row, loaded only once
 * it nears the screen (a map: its library is not part of the home page's first load), its
 * `minHeight` kept meanwhile so nothing moves.
 */
export type HomeBlock = {
  key: string;
  order: number;
  place: 'featured' | 'below';
  /**
   * The room kept while its code loads (px), so that nothing under it moves: one height, or one
   * per width where the block's height differs (a phone under 576 px, a tablet under 992, a desk).
   */
  minHeight?: number | { phone: number; tablet: number; desk: number };
  Block: LazyExoticComponent<ComponentType>;
};

export type FooterLink = {
  key: string;
  label: string;
  order: number;
} & (
  | {
      to: string;
      /** A button beside the link that downloads the same text as a document (its label names the link). */
      download?: { label: string; action: Action };
    }
  | { action: Action }
);

/**
 * What a web module brings: its routes, menu entries, home entry points and footer
 * parts. `modules.ts` lists the modules; the shell shows only what they declare.
 */
export type WebModule = {
  id: string;
  routes?: RouteObject[];
  menu?: MenuEntry[];
  home?: HomeEntry[];
  /** Its "five latest" block on the home page. */
  latest?: HomeLatest[];
  /** Its other blocks of the home page. */
  homeBlocks?: HomeBlock[];
  footerLinks?: FooterLink[];
  /**
   * A block of the footer (the newsletter sign-up, say), loaded when the footer nears the
   * screen (`lib/footer.ts`): `() => import('./Block').then((m) => m.Block)`.
   */
  footerBlock?: () => Promise<ComponentType>;
  /** The sign-in page, offered by the top bar's login icon to signed-out visitors. */
  signInPath?: string;
  /** What the top bar shows a signed-in person (their menu). */
  topBarUser?: ComponentType;
  /** Where those who may make its calls land after signing in, instead of home (`lib/landing.ts`). */
  landing?: Landing;
};
