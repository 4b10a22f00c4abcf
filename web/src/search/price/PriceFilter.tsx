// Price: the currency, and a slider between the lowest and highest price found, or the notice that
// there are none (SPEC.md section 5, "Price range").
import type { Configuration } from '@app/contracts/configuration';
import { SEARCH_MESSAGES } from '@app/contracts/search/search';
import { Group, Input, Loader, RangeSlider, SegmentedControl, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatInteger } from '../../format/format.ts';
import { type CurrencyCode, currencyOptions, isCurrencyCode } from '../../publication/catalogue/publicationTypes.ts';
import { rangeWithin, sliderPositions } from '../extras/numberFilter.ts';
import type { OpenRange } from '../form/filterForm.ts';
import { type PriceSliderRange, priceSliderRange } from './priceSlider.ts';

interface PriceFilterProps {
  currencies: Configuration['currencies'];
  currency: CurrencyCode;
  bounds: OpenRange | null;
  amount: OpenRange | null;
  onCurrency: (currency: CurrencyCode) => void;
  onAmount: (amount: OpenRange | null) => void;
}

function PriceSlider({
  range,
  amount,
  symbol,
  onAmount,
}: {
  range: PriceSliderRange;
  amount: OpenRange | null;
  symbol: string;
  onAmount: (amount: OpenRange | null) => void;
}) {
  const [positions, setPositions] = useState(() => sliderPositions(amount, range));
  useEffect(
    () =>
      setPositions(
        sliderPositions({ min: amount?.min ?? null, max: amount?.max ?? null }, { min: range.min, max: range.max }),
      ),
    [amount?.min, amount?.max, range.min, range.max],
  );
  const money = (value: number) => `${symbol} ${formatInteger(value)}`;
  return (
    <>
      <Text size="sm" mt={6}>
        {money(positions[0])} – {money(positions[1])}
      </Text>
      <RangeSlider
        mt="xs"
        mb="md"
        min={range.min}
        max={range.max}
        step={range.step}
        minRange={0}
        value={positions}
        onChange={setPositions}
        onChangeEnd={(chosen) => onAmount(rangeWithin(chosen, range))}
        label={money}
        thumbFromLabel="Precio desde"
        thumbToLabel="Precio hasta"
      />
    </>
  );
}

export function PriceFilter({ currencies, currency, bounds, amount, onCurrency, onAmount }: PriceFilterProps) {
  const range = priceSliderRange(bounds);
  const options = currencyOptions(currencies).map((option) => ({
    value: option.value,
    label: currencies.find((known) => known.code === option.value)?.symbol ?? option.value,
  }));
  const symbol = options.find((option) => option.value === currency)?.label ?? currency;
  return (
    <Input.Wrapper label="Precio">
      <Group mt={6} gap="sm">
        <SegmentedControl
          size="xs"
          aria-label="Moneda"
          value={currency}
          data={options}
          onChange={(code) => {
            if (isCurrencyCode(code)) onCurrency(code);
          }}
        />
        {bounds === null ? <Loader size="xs" aria-label="Buscando precios" /> : null}
      </Group>
      {range ? <PriceSlider range={range} amount={amount} symbol={symbol} onAmount={onAmount} /> : null}
      {bounds !== null && !range ? (
        <Text size="sm" c="dimmed" mt={6}>
          {SEARCH_MESSAGES.noPriceRange}
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}
