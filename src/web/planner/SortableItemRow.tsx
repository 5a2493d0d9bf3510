import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Box, Group, Menu, NativeSelect, NumberInput, Text, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconGripVertical,
  IconLink,
  IconLinkOff,
  IconMinus,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { countText, MAX_MEASURE_COUNT } from '../../shared/measures';
import { floor2 } from '../../shared/nutrition';
import type { EditorItem } from './meal-editor';
import classes from './meal-item.module.css';

type Props = {
  item: EditorItem;
  /** Items this one may become an alternative to (main items other than itself). */
  mains: EditorItem[];
  mainLabel: string | null;
  onQuantity: (key: string, quantity: number | '') => void;
  /** A household measure and its count (label null = grams); only for foods with measures. */
  onMeasure: (key: string, label: string | null, count: number) => void;
  onLink: (key: string, refKey: string | null) => void;
  onRemove: (key: string) => void;
};

/** One item of the meal editor: drag handle, name, quantity and unit, its numbers, link and remove. */
export function SortableItemRow({ item, mains, mainLabel, onQuantity, onMeasure, onLink, onRemove }: Props) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key,
  });
  const v = item.value;
  return (
    <Box
      ref={setNodeRef}
      className={classes.row}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        paddingLeft: item.refKey ? 28 : 0,
      }}
      data-testid="meal-item"
    >
      <ActionIcon
        className={classes.grip}
        variant="subtle"
        color="gray"
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${item.label}`}
      >
        <IconGripVertical size={16} aria-hidden />
      </ActionIcon>
      <Text size="sm" fw={500} className={classes.name} title={item.label} data-testid="item-name">
        {item.refKey ? (
          <Text span c="gray.7" size="sm">{`or (alternative to ${mainLabel ?? 'item'}) `}</Text>
        ) : null}
        {item.label}
        {item.isConflict && (
          <Tooltip label="Conflicts with the client's food preference">
            <IconAlertTriangle
              size={14}
              color="var(--mantine-color-orange-7)"
              style={{ marginLeft: 4, verticalAlign: -2 }}
              aria-label="Conflicts with the client's food preference"
            />
          </Tooltip>
        )}
      </Text>
      <Text size="xs" c="gray.7" className={classes.values} data-testid="item-values">
        {floor2(v.qty_calories)} kcal · C {floor2(v.qty_carbohydrate)} g · P {floor2(v.qty_protein)} g · F{' '}
        {floor2(v.qty_fat)} g · Fibre {floor2(v.qty_fibre)} g
      </Text>
      {item.food.energy_note && (
        <Text size="xs" c="gray.7" fs="italic" className={classes.note} data-testid="energy-note">
          {item.food.energy_note}
        </Text>
      )}
      {item.food.measures?.length ? (
        <MeasureFields item={item} onMeasure={onMeasure} onQuantity={onQuantity} />
      ) : (
        <GramsFields item={item} onQuantity={onQuantity} />
      )}
      {item.refKey ? (
        <Tooltip label="Remove the alternative link">
          <ActionIcon
            className={classes.link}
            variant="subtle"
            onClick={() => onLink(item.key, null)}
            aria-label={`Make ${item.label} a main item again`}
          >
            <IconLinkOff size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Tooltip label="Make this an optional alternative to another item">
              <ActionIcon
                className={classes.link}
                variant="subtle"
                disabled={mains.length === 0 || item.hasAlternatives}
                aria-label={`Make ${item.label} an alternative`}
              >
                <IconLink size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Alternative to</Menu.Label>
            {mains.map((m) => (
              <Menu.Item key={m.key} onClick={() => onLink(item.key, m.key)}>
                {m.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      <ActionIcon
        className={classes.remove}
        variant="subtle"
        color="red"
        onClick={() => onRemove(item.key)}
        aria-label={`Remove ${item.label}`}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Box>
  );
}

type FieldProps = Pick<Props, 'item' | 'onQuantity'>;

/** A food in its own unit: the quantity typed (grams for IFCT foods). */
function GramsFields({ item, onQuantity }: FieldProps) {
  return (
    <>
      <NumberInput
        value={item.quantity}
        onChange={(q) => onQuantity(item.key, q === '' ? '' : Number(q))}
        min={0}
        allowNegative={false}
        decimalScale={3}
        hideControls
        className={classes.qty}
        size="xs"
        aria-label={`Quantity of ${item.label} in ${item.uom}`}
        error={item.quantity === ''}
      />
      <Text size="sm" className={classes.uom}>
        {item.uom}
      </Text>
    </>
  );
}

const GRAMS = 'g';

/**
 * A dish (issue 27): how many of which household measure, in half steps (½, 1, 1½ …), the grams
 * computed beside; "grams" in the picker gives the plain quantity back.
 */
function MeasureFields({ item, onMeasure, onQuantity }: FieldProps & Pick<Props, 'onMeasure'>) {
  const measures = item.food.measures ?? [];
  const count = item.measureCount ?? 1;
  const label = item.measureLabel ?? null;
  return (
    <>
      {label ? (
        <Group gap={2} wrap="nowrap" className={classes.stepper} data-testid="measure-stepper">
          <ActionIcon
            variant="default"
            size="sm"
            disabled={count <= 0.5}
            onClick={() => onMeasure(item.key, label, count - 0.5)}
            aria-label={`Half a ${label} less of ${item.label}`}
          >
            <IconMinus size={14} aria-hidden />
          </ActionIcon>
          <Text size="sm" fw={600} miw={30} ta="center" aria-live="polite" data-testid="measure-count">
            {countText(count)}
          </Text>
          <ActionIcon
            variant="default"
            size="sm"
            disabled={count >= MAX_MEASURE_COUNT}
            onClick={() => onMeasure(item.key, label, count + 0.5)}
            aria-label={`Half a ${label} more of ${item.label}`}
          >
            <IconPlus size={14} aria-hidden />
          </ActionIcon>
        </Group>
      ) : (
        <NumberInput
          value={item.quantity}
          onChange={(q) => onQuantity(item.key, q === '' ? '' : Number(q))}
          min={0}
          allowNegative={false}
          decimalScale={3}
          hideControls
          className={classes.qty}
          size="xs"
          aria-label={`Quantity of ${item.label} in ${item.uom}`}
          error={item.quantity === ''}
        />
      )}
      <Group gap={6} wrap="nowrap" className={classes.uom}>
        <NativeSelect
          size="xs"
          value={label ?? GRAMS}
          onChange={(e) => {
            const next = e.currentTarget.value;
            onMeasure(item.key, next === GRAMS ? null : next, 1);
          }}
          data={[
            ...measures.map((m) => ({ value: m.label, label: m.label })),
            { value: GRAMS, label: 'grams' },
          ]}
          aria-label={`Measure of ${item.label}`}
          data-testid="measure-picker"
        />
        {label && (
          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }} data-testid="measure-grams">
            {floor2(Number(item.quantity))} g
          </Text>
        )}
      </Group>
    </>
  );
}
