// The originator form's country list (spec part 1 §3 countryCode, country), once per session:
//   1. actionItems/depositFormOpened
//   2. not loaded yet: fetchCountries → put actionItems/countriesLoaded {items} | countriesFailed
//      (the country select is then empty and says 'A technical problem has occurred. Please try again.')
import { call, put, select } from 'redux-saga/effects';
import type { CountryDto } from '../../../api/contract/accountsGateway';
import { fetchCountries } from '../../../api/index';
import { selectCountries } from '../actionItems.selectors';
import { actionItemsActions as A } from '../actionItems.slice';

export function* loadCountries() {
  const countries: ReturnType<typeof selectCountries> = yield select(selectCountries);
  if (countries.status === 'succeeded') return;
  try {
    const items: CountryDto[] = yield call(fetchCountries);
    yield put(A.countriesLoaded({ items }));
  } catch {
    yield put(A.countriesFailed());
  }
}
