// The app's links: React Router's own click handling (useLinkClickHandler, which React Router
// offers for links of one's own) on a plain <a>. Its <Link> and <NavLink> also carry what only
// its framework mode uses (route modules prefetched on hover, their <link> tags, the server
// components' manifest), which a declarative router never runs but the build cannot leave out:
// about 2.5 KB gzip (docs/decisions.md, "Links of our own").
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replace the current history entry (by default only a link to the page itself does). */
  replace?: boolean;
  /** The new entry's `location.state`. */
  state?: unknown;
};

/**
 * An in-app link: its `href` for a new tab or a copied address, and a click (without a modifier
 * key, in this tab) that navigates in the app after the link's own `onClick`, unless it prevented
 * the default.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the caller gives the content
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
});
