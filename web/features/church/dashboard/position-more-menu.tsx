// 'More' on a church's position card (Ark UI Menu, as the shell's menus): the less frequent
// actions, Edit and Duplicate, and Delete, which also deletes the applications and so is kept
// away from the everyday buttons.
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { Link } from '@tanstack/react-router';
import { Copy, EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { menuContent, menuItem } from '../../../ui/menu-styles';
import { useDuplicate } from '../position/position-actions';
import { DeletePositionDialog } from './delete-position-dialog';

const danger = css({ color: 'destructive.text' });

/** The menu of one position. */
export function PositionMoreMenu({ id, title }: { id: string; title: string }) {
  const [deleting, setDeleting] = useState(false);
  const { copying, duplicate } = useDuplicate({ id, title });
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger className={button({ variant: 'ghost', size: 'sm' })}>
          <EllipsisVertical size={16} aria-hidden />
          More
          <span className={css({ srOnly: true })}> actions for {title}</span>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content className={menuContent}>
              <Menu.Item value="edit" asChild className={menuItem}>
                <Link to="/church/positions/$id/edit" params={{ id }}>
                  <Pencil size={16} aria-hidden /> Edit
                </Link>
              </Menu.Item>
              <Menu.Item
                value="duplicate"
                className={menuItem}
                disabled={copying}
                onSelect={() => void duplicate()}
              >
                <Copy size={16} aria-hidden /> {copying ? 'Duplicating...' : 'Duplicate'}
              </Menu.Item>
              <Menu.Item value="delete" className={menuItem} onSelect={() => setDeleting(true)}>
                <Trash2 size={16} aria-hidden className={danger} /> Delete
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <DeletePositionDialog id={id} title={title} open={deleting} onOpenChange={setDeleting} />
    </>
  );
}
