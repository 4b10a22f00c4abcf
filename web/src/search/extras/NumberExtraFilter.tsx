// A number extra as searched: 'at least' chips, a range slider, or 'from' and 'to' inputs.
import { Chip, Group, Input, NumberInput, RangeSlider } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { type ExtraFilterProps, extraLabel, isRange } from './extraFilterProps.ts';
import { chipSelection, extraNumberFormat, numberFilterControl, rangeWithin, sliderPositions } from './numberFilter.ts';

function AtLeastChips({
  extra,
  value,
  onChange,
  options,
}: ExtraFilterProps & { options: { value: number; label: string }[] }) {
  const { chosen, other } = chipSelection(
    value,
    options.map((option) => option.value),
  );
  return (
    <Input.Wrapper label={extraLabel(extra)}>
      <Group gap={6} mt={6}>
        {other !== null && (
          <Chip size="sm" checked onChange={() => onChange(null)}>
            {other}
          </Chip>
        )}
        {options.map((option) => (
          <Chip
            key={option.value}
            size="sm"
            checked={chosen === option.value}
            onChange={() => onChange(chosen === option.value ? null : option.value)}
          >
            {option.label}
          </Chip>
        ))}
      </Group>
    </Input.Wrapper>
  );
}

function RangeSliderFilter({
  extra,
  value,
  onChange,
  limits,
}: ExtraFilterProps & { limits: { min: number; max: number; step: number } }) {
  const storedMin = isRange(value) ? value.min : null;
  const storedMax = isRange(value) ? value.max : null;
  const [positions, setPositions] = useState(() => sliderPositions({ min: storedMin, max: storedMax }, limits));
  // A condition changed from outside (cleared, loaded) moves the thumbs; dragging only moves them locally.
  useEffect(
    () => setPositions(sliderPositions({ min: storedMin, max: storedMax }, { min: limits.min, max: limits.max })),
    [storedMin, storedMax, limits.min, limits.max],
  );
  const title = extraLabel(extra);
  const format = extraNumberFormat(extra.config);
  return (
    <Input.Wrapper label={`${title}: ${format(positions[0])} – ${format(positions[1])}`}>
      <RangeSlider
        mt="xs"
        mb="md"
        min={limits.min}
        max={limits.max}
        step={limits.step}
        minRange={0}
        value={positions}
        onChange={setPositions}
        onChangeEnd={(chosen) => onChange(rangeWithin(chosen, limits))}
        label={format}
        thumbFromLabel={`${title} desde`}
        thumbToLabel={`${title} hasta`}
      />
    </Input.Wrapper>
  );
}

function BoundInputs({ extra, value, onChange, min }: ExtraFilterProps & { min: number }) {
  const range = isRange(value) ? value : { min: null, max: null };
  const change = (end: 'min' | 'max', typed: string | number) => {
    const next = { ...range, [end]: typeof typed === 'number' ? typed : null };
    onChange(next.min === null && next.max === null ? null : next);
  };
  return (
    <Input.Wrapper label={extraLabel(extra)}>
      <Group grow gap="xs" mt={6}>
        <NumberInput
          aria-label={`${extraLabel(extra)} desde`}
          placeholder="Desde"
          min={min}
          value={range.min ?? ''}
          onChange={(typed) => change('min', typed)}
          thousandSeparator="."
          decimalSeparator=","
        />
        <NumberInput
          aria-label={`${extraLabel(extra)} hasta`}
          placeholder="Hasta"
          min={min}
          value={range.max ?? ''}
          onChange={(typed) => change('max', typed)}
          thousandSeparator="."
          decimalSeparator=","
        />
      </Group>
    </Input.Wrapper>
  );
}

export function NumberExtraFilter(props: ExtraFilterProps) {
  const { config } = props.extra;
  const control = useMemo(() => numberFilterControl(config), [config]);
  switch (control.kind) {
    case 'atLeast':
      return <AtLeastChips {...props} options={control.options} />;
    case 'slider':
      return <RangeSliderFilter {...props} limits={control} />;
    case 'inputs':
      return <BoundInputs {...props} min={control.min} />;
    default: {
      const unhandled: never = control;
      return unhandled;
    }
  }
}
