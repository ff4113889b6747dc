import { ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { bareList, focusRing, insetFocusRing, ringOutline, useCloseOnPressOutside } from '@wl/ui-kit';
import { useFirstUnderMore } from './line-fit';
import { barHeight, holdsPage, itemName, namesPage, type PageShown } from './nav-parts';
import type { NavItem } from './nav-rules';

/** The bar's one line: the items, then the More menu when some do not fit. Measured, so unpadded. */
const BarLine = styled.div`
  position: relative;
  display: flex;
  height: 100%;
`;

const Items = styled.ul`
  display: flex;
  flex: 1 1 0;
  min-width: 0;
  ${bareList}
`;

const Dropdown = styled.ul`
  position: absolute;
  top: 100%;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndex.floating};
  display: none;
  min-width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  white-space: nowrap;
  border-radius: 0 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
`;

const Item = styled.li`
  position: relative;
  display: flex;
  flex: none;

  /* Spec §2: the vendor list drops down on hover (useHoverList), or when its button opens it (keyboard, touch screens). */
  &[data-hovered] > ${Dropdown}, &[data-open] > ${Dropdown} {
    display: block;
  }

  /*
   * Past the bar's line: listed under More instead, out of sight and reach here (no focus, no hover),
   * and out of the line (no sideways scroll), yet still its own width for the measuring.
   */
  &[data-under-more] {
    position: absolute;
    inset-inline-start: 0;
    visibility: hidden;
  }
`;

const barLink = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => barHeight(theme)};
  padding: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  white-space: nowrap;
  text-decoration: none;
  /* The current category is underlined in the brand's second colour where it shows on the bar (WCAG 1.4.11). */
  box-shadow: inset 0 calc(-1 * ${({ theme }) => theme.space.xs}) 0 transparent;

  &.active,
  &:hover {
    box-shadow: inset 0 calc(-1 * ${({ theme }) => theme.space.xs}) 0 ${({ theme }) => theme.colors.markOnPrimary};
  }

  &:focus-visible {
    ${ringOutline}
    outline-color: ${({ theme }) => theme.colors.onPrimary};
    outline-offset: calc(-1 * ${({ theme }) => theme.space.xs});
  }
`;

/** A plain `Link`, marked current by `namesPage`: a `NavLink` reads the path alone, not the vendor in the query. */
const TopLink = styled(Link)`
  ${barLink}

  &:has(+ button) {
    padding-inline-end: 0;
  }
`;

/** Opens a category's vendors without a mouse: Tab passes one button, not every vendor of every category. */
const VendorsToggle = styled.button`
  ${barLink}
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: 0;
  background: transparent;
  cursor: pointer;

  & > svg {
    inline-size: ${({ theme }) => theme.size.iconSm};
    block-size: ${({ theme }) => theme.size.iconSm};
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const VendorLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.space.xl};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
  }

  /* Inside its list's edge: the background change alone is too faint to show the keyboard's place (WCAG 2.4.7). */
  ${insetFocusRing}
`;

const MoreList = styled(Dropdown)`
  /* The menu ends at the bar's end edge, so it never runs off the page. */
  inset-inline: auto 0;
`;

const MoreItem = styled.div`
  position: relative;
  flex: none;

  /* Not needed: kept out of the line, of sight and of reach, and measured all the same. */
  &[inert] {
    position: absolute;
    visibility: hidden;
  }

  &[data-hovered] > ${MoreList}, &[data-open] > ${MoreList} {
    display: block;
  }
`;

const MoreButton = styled.button`
  ${barLink}
  height: 100%;
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  cursor: pointer;

  & > svg {
    inline-size: ${({ theme }) => theme.size.iconSm};
    block-size: ${({ theme }) => theme.size.iconSm};
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

/** Beside its entry in the 'More' menu, towards the page's middle (More sits at the bar's end). */
const Flyout = styled(Dropdown)`
  top: calc(-1 * ${({ theme }) => theme.space.xs});
  inset-inline: auto 100%;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const MoreEntry = styled.li`
  position: relative;

  /* Room for the flyout's toggle before the name, a whole target wide (WCAG 2.5.8): the names still align. */
  & > a {
    padding-inline-start: ${({ theme }) => theme.size.target};
  }

  &[data-hovered] > ${Flyout}, &[data-open] > ${Flyout} {
    display: block;
  }
`;

/**
 * Points where the vendors fly out: towards the inline start, which is rightwards in right-to-left
 * pages (the bar's own chevron, turned). It sits in the entry's padding, so the names of entries
 * with and without vendors align.
 */
const FlyoutToggle = styled.button`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${({ theme }) => theme.size.target};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}

  & > svg {
    inline-size: ${({ theme }) => theme.size.iconSm};
    block-size: ${({ theme }) => theme.size.iconSm};
    transform: rotate(90deg);
  }

  [dir='rtl'] & > svg {
    transform: rotate(-90deg);
  }
`;

/**
 * Whether an item's list shows for the pointer resting on it (`data-hovered`). Escape, pressed
 * anywhere, hides it until the pointer leaves the item (WCAG 1.4.13: what hover shows is dismissed
 * without moving the pointer); `:hover` could not be told of the Escape, so the pointer is followed
 * here. `dismiss` is for the item's own Escape, which the document does not hear.
 */
function useHoverList() {
  const [hovered, setHovered] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!hovered) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hovered]);
  return {
    dismiss: () => {
      if (hovered) setDismissed(true);
    },
    itemProps: {
      'data-hovered': (hovered && !dismissed) || undefined,
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => {
        setHovered(false);
        setDismissed(false);
      },
    },
  };
}

/** Spec §2 and §9: a category's vendors, at most 13, then 'more' to the category page. Nothing for a category without. */
function VendorDropdown({
  item,
  name,
  id,
  flyout = false,
  onChoose,
}: {
  item: NavItem;
  name: string;
  id: string;
  flyout?: boolean;
  onChoose: () => void;
}) {
  const intl = useIntl();
  const page = useLocation();
  if (item.vendors.length === 0) return null;
  const List = flyout ? Flyout : Dropdown;
  return (
    <List id={id} aria-label={intl.formatMessage({ id: 'nav.vendorsOf' }, { category: name })}>
      {item.vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <VendorLink to={vendor.to} aria-current={pageLink(vendor.to, page)} onClick={onChoose}>
            {vendor.label}
          </VendorLink>
        </li>
      ))}
      {item.moreTo && (
        <li>
          <VendorLink to={item.moreTo} aria-current={pageLink(item.moreTo, page)} onClick={onChoose}>
            <FormattedMessage id="nav.more" />
          </VendorLink>
        </li>
      )}
    </List>
  );
}

/** Only the link to the page shown, path and vendor, is the current page; one category's vendors are many pages. */
const pageLink = (to: string, page: PageShown) => (namesPage(to, page) ? 'page' : undefined);
/** An item's link: the current page when it names it, else the current section when the page is one of the item's. */
const itemCurrent = (item: NavItem, holds: boolean, page: PageShown) => pageLink(item.to, page) ?? (holds ? 'true' : undefined);

/**
 * One category with its vendors: its link, and a button that opens the vendors as hovering does.
 * Escape closes them back to the button; so do choosing one (the page changes under an open list
 * otherwise), a press elsewhere and the focus leaving.
 */
function CategoryEntry({
  item,
  name,
  as: Entry,
  link,
  flyout = false,
  onChosen,
  ...entryProps
}: {
  item: NavItem;
  name: string;
  as: typeof Item | typeof MoreEntry;
  /** The category's link, drawn before the button. */
  link: ReactNode;
  flyout?: boolean;
  /** A vendor was chosen, in a list around this one (the More menu), which closes too and takes the focus back. */
  onChosen?: () => void;
  'data-under-more'?: true;
}) {
  const intl = useIntl();
  const entry = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useCloseOnPressOutside(entry, open, close);
  const hover = useHoverList();
  const chosen = () => {
    setOpen(false);
    if (onChosen) onChosen();
    else toggle.current?.focus();
  };
  const hasVendors = item.vendors.length > 0;
  const Toggle = flyout ? FlyoutToggle : VendorsToggle;
  return (
    <Entry
      ref={entry}
      {...entryProps}
      {...hover.itemProps}
      data-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // The More menu around it stays open: only the innermost open list closes.
        event.stopPropagation();
        setOpen(false);
        // The pointer may rest on the item too: the list hides all the same.
        hover.dismiss();
        toggle.current?.focus();
      }}
      onBlur={(event) => {
        if (!entry.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {link}
      {hasVendors && (
        <Toggle
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={intl.formatMessage({ id: 'nav.vendorsOf' }, { category: name })}
          onClick={() => setOpen((value) => !value)}
        >
          <ChevronDown aria-hidden />
        </Toggle>
      )}
      <VendorDropdown item={item} name={name} id={listId} flyout={flyout} onChoose={chosen} />
    </Entry>
  );
}

/**
 * The items that did not fit the bar's line, each a link to its page with its vendors flying out
 * beside it, as they drop down under the bar's items. A disclosure like the account menu: a click
 * opens it, as does hovering like its neighbours; Escape, a click elsewhere, leaving it with the
 * keyboard or choosing closes it.
 */
function MoreMenu({
  items,
  holds,
  ref,
}: {
  items: readonly NavItem[];
  /** Whether the page shown is one of the item's. */
  holds: (item: NavItem) => boolean;
  ref: RefObject<HTMLDivElement | null>;
}) {
  const intl = useIntl();
  const page = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const spare = items.length === 0;

  const close = useCallback(() => setOpen(false), []);
  useCloseOnPressOutside(ref, open, close);
  const hover = useHoverList();
  const vendorChosen = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <MoreItem
      ref={ref}
      inert={spare || undefined}
      aria-hidden={spare || undefined}
      {...hover.itemProps}
      data-open={(open && !spare) || undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        trigger.current?.focus();
      }}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <MoreButton
        ref={trigger}
        type="button"
        className={items.some(holds) ? 'active' : undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <FormattedMessage id="nav.more" />
        <ChevronDown aria-hidden />
      </MoreButton>
      <MoreList id={listId}>
        {items.map((item) => {
          const name = itemName(intl, item);
          return (
            <CategoryEntry
              key={item.key}
              as={MoreEntry}
              item={item}
              name={name}
              flyout
              onChosen={vendorChosen}
              link={
                <VendorLink to={item.to} aria-current={itemCurrent(item, holds(item), page)} onClick={() => setOpen(false)}>
                  {name}
                </VendorLink>
              }
            />
          );
        })}
      </MoreList>
    </MoreItem>
  );
}

/**
 * The desktop bar of spec §2: each category with its hover drop-down of vendors, on one line; the
 * items that do not fit it go under a More menu at its end. Desktop-only, so the site loads it on
 * its own, after the first screen's code (`NavigationFrame` keeps its place meanwhile).
 */
export function NavigationBar({ items }: { items: readonly NavItem[] }) {
  const intl = useIntl();
  const page = useLocation();
  // The category of the page shown is underlined and the current section; only the link naming the page is the current page.
  const holds = (item: NavItem) => holdsPage(item, items, page);
  const line = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLDivElement>(null);
  const firstHidden = useFirstUnderMore(line, list, more, items) ?? items.length;
  return (
    <BarLine ref={line}>
      <Items ref={list}>
        {items.map((item, index) => {
          const name = itemName(intl, item);
          const held = holds(item);
          return (
            <CategoryEntry
              key={item.key}
              as={Item}
              item={item}
              name={name}
              data-under-more={index >= firstHidden || undefined}
              link={
                <TopLink to={item.to} aria-current={itemCurrent(item, held, page)} className={held ? 'active' : undefined}>
                  {name}
                </TopLink>
              }
            />
          );
        })}
      </Items>
      <MoreMenu ref={more} items={items.slice(firstHidden)} holds={holds} />
    </BarLine>
  );
}
