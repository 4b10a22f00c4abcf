// The microsite's style on its form: primary colour, the shade buttons fill, corner radius and font,
// beside a live preview drawn with the theme the microsite's host will build from them
// (app/micrositeTheme.ts).
import {
  MICROSITE_FONTS,
  MICROSITE_RADII,
  type MicrositeFont,
  type MicrositeStyle,
} from '@app/contracts/microsite/microsite';
import {
  Badge,
  Button,
  ColorInput,
  ColorSwatch,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Slider,
  Stack,
  Text,
} from '@mantine/core';
import { colourShades } from '../../app/micrositeTheme.ts';

const FONT_TITLES: Record<MicrositeFont, string> = {
  system: 'Del sistema',
  serif: 'Con serifa',
  rounded: 'Redondeada',
  mono: 'Monoespaciada',
};
const RADIUS_TITLES: Record<(typeof MICROSITE_RADII)[number], string> = {
  xs: 'XS',
  sm: 'S',
  md: 'M',
  lg: 'L',
  xl: 'XL',
};
const VALID_COLOUR = /^#[0-9a-f]{6}$/i;

interface StyleEditorProps {
  style: MicrositeStyle;
  onChange: (style: MicrositeStyle) => void;
  error?: string;
}

function StylePreview({ style }: { style: MicrositeStyle }) {
  const colour = VALID_COLOUR.test(style.primary_color) ? style.primary_color : '#868e96';
  const shades = colourShades(colour, style.primary_shade);
  const filled = shades[style.primary_shade];
  return (
    <Paper withBorder p="md" radius={style.radius} aria-label="Vista previa del estilo" role="figure">
      <Stack gap="sm" style={{ fontFamily: MICROSITE_FONTS[style.font] }}>
        <Group gap={4} wrap="wrap">
          {shades.map((shade, index) => (
            <ColorSwatch key={shade} color={shade} size={20} radius="sm" role="img" aria-label={`Tono ${index}`} />
          ))}
        </Group>
        <Text fw={700} c={shades[9]}>
          Así se verá tu micrositio
        </Text>
        <Group gap="xs">
          <Button color={filled} radius={style.radius} data-testid="style-preview-button">
            Buscar
          </Button>
          <Button variant="light" color={filled} radius={style.radius}>
            Nueva publicación
          </Button>
          <Badge color={filled} radius={style.radius}>
            Destacada
          </Badge>
        </Group>
      </Stack>
    </Paper>
  );
}

export function StyleEditor({ style, onChange, error }: StyleEditorProps) {
  const set = (change: Partial<MicrositeStyle>) => onChange({ ...style, ...change });
  return (
    <Stack gap="sm">
      <ColorInput
        label="Color principal"
        required
        format="hex"
        eyeDropperButtonProps={{ 'aria-label': 'Tomar un color de la pantalla' }}
        value={style.primary_color}
        onChange={(primary_color) => set({ primary_color })}
        error={error}
      />
      <div>
        <Text size="sm" fw={500}>
          Tono de los botones
        </Text>
        <Slider
          min={0}
          max={9}
          step={1}
          value={style.primary_shade}
          onChange={(primary_shade) => set({ primary_shade })}
          thumbLabel="Tono de los botones"
          marks={[
            { value: 0, label: 'Claro' },
            { value: 9, label: 'Oscuro' },
          ]}
          mb="md"
        />
      </div>
      <div>
        <Text size="sm" fw={500} mb={4}>
          Bordes
        </Text>
        <SegmentedControl
          fullWidth
          value={style.radius}
          onChange={(radius) => set({ radius: radius as MicrositeStyle['radius'] })}
          data={MICROSITE_RADII.map((radius) => ({ value: radius, label: RADIUS_TITLES[radius] }))}
        />
      </div>
      <Select
        label="Tipografía"
        allowDeselect={false}
        value={style.font}
        onChange={(font) => font && set({ font: font as MicrositeFont })}
        data={Object.keys(MICROSITE_FONTS).map((font) => ({ value: font, label: FONT_TITLES[font as MicrositeFont] }))}
      />
      <StylePreview style={style} />
    </Stack>
  );
}
