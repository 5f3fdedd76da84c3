import { Alert, Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { areaAround, forwardGeocode, geocoderLanguage, type Place } from '../../../components/map';
import { useBoot } from '../../../lib/boot';
import classes from './report-flow.module.css';

/** Fewer letters than this find half the municipality: the search asks for more. */
export const SEARCH_MIN_LENGTH = 3;

type SearchState =
  | { kind: 'idle' }
  | { kind: 'short' }
  | { kind: 'searching' }
  | { kind: 'found'; places: Place[] }
  | { kind: 'none'; query: string }
  | { kind: 'unavailable' }
  | { kind: 'picked'; address: string };

/**
 * "Where?" by name: a street or place searched with the configured Nominatim-compatible service,
 * within the municipality's surroundings and in the page's language, on Enter or the button (a
 * public service is not asked on every key). The places found are offered as buttons; one chosen
 * puts the pin there. When the service cannot be reached the person is told to drop the pin.
 */
export function PlaceSearch({ onPick }: { onPick: (place: Place) => void }) {
  const { t } = useTranslation();
  const { hosting, language } = useBoot();
  const inputId = useId();
  const resultsId = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const search = async () => {
    const text = query.trim();
    if (text.length < SEARCH_MIN_LENGTH) {
      setState({ kind: 'short' });
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'searching' });
    const places = await forwardGeocode(hosting.map.geocoderSearchUrl, text, {
      language: geocoderLanguage[language],
      area: areaAround({ latitude: hosting.gpsy, longitude: hosting.gpsx }),
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    if (places === null) setState({ kind: 'unavailable' });
    else if (places.length === 0) setState({ kind: 'none', query: text });
    else setState({ kind: 'found', places });
  };

  const pick = (place: Place) => {
    setState({ kind: 'picked', address: place.address });
    onPick(place);
  };

  return (
    <Stack gap="xs">
      <TextInput
        id={inputId}
        type="search"
        // The label and its hint run the whole width (a phone has 360 px); the button sits
        // beside the box only.
        inputContainer={(box) => (
          <Group gap="xs" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>{box}</div>
            <Button
              type="button"
              variant="light"
              leftSection={<IconSearch size={18} aria-hidden />}
              loading={state.kind === 'searching'}
              onClick={() => void search()}
            >
              {t('complaintsFlow.reportFlow.search.submit')}
            </Button>
          </Group>
        )}
        label={t('complaintsFlow.reportFlow.search.label')}
        description={t('complaintsFlow.reportFlow.search.hint')}
        placeholder={t('complaintsFlow.reportFlow.search.placeholder')}
        value={query}
        autoComplete="street-address"
        enterKeyHint="search"
        aria-controls={state.kind === 'found' ? resultsId : undefined}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter searches; it does not send the report the box stands in.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void search();
        }}
      />
      <div aria-live="polite">
        {state.kind === 'searching' && (
          <Text size="sm" c="dimmed">
            {t('complaintsFlow.reportFlow.search.searching')}
          </Text>
        )}
        {state.kind === 'short' && (
          <Text size="sm">
            {t('complaintsFlow.reportFlow.search.tooShort', { count: SEARCH_MIN_LENGTH })}
          </Text>
        )}
        {state.kind === 'none' && (
          <Text size="sm">{t('complaintsFlow.reportFlow.search.none', { query: state.query })}</Text>
        )}
        {state.kind === 'found' && (
          <Text size="sm">{t('complaintsFlow.reportFlow.search.found', { count: state.places.length })}</Text>
        )}
        {state.kind === 'picked' && (
          <Text size="sm">{t('complaintsFlow.reportFlow.search.picked', { address: state.address })}</Text>
        )}
      </div>
      {state.kind === 'unavailable' && (
        <Alert color="yellow.8" variant="light" role="alert">
          {t('complaintsFlow.reportFlow.search.unavailable')}
        </Alert>
      )}
      {state.kind === 'found' && (
        <ul
          id={resultsId}
          className={classes.places}
          aria-label={t('complaintsFlow.reportFlow.search.results')}
        >
          {state.places.map((place) => (
            <li key={`${place.position.latitude},${place.position.longitude},${place.address}`}>
              <UnstyledButton className={classes.place} onClick={() => pick(place)}>
                <IconMapPin size={18} aria-hidden className={classes.placeIcon} />
                <span>
                  <Text component="span" fw={600} display="block">
                    {place.address}
                  </Text>
                  {place.name !== place.address && (
                    <Text component="span" size="xs" c="dimmed" display="block">
                      {place.name}
                    </Text>
                  )}
                </span>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
