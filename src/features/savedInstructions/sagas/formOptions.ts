// What a form offers, loaded when it opens (spec part 2 §2, §9), once per session:
//   1. savedInstructions/formOpened {form}
//   2. the countries not loaded yet: fetchCountries → countriesLoaded | countriesFailed
//   3. the address form: call(newId) → put addressRequestIdAssigned {sdaiUUID}; the wire form: call(newId)
//      → put wireRequestIdAssigned {requestId} (each its create's idempotency key)
//   4. the address form and the institutions not loaded yet: getInstitutions
//      → institutionsLoaded (Other last, as the gateway sends it; kept last here too) | institutionsFailed
// A failed list leaves its select empty: the form shows 'A technical problem has occurred. Please try again.'
import { call, put, select } from 'redux-saga/effects';
import type { CountryDto } from '../../../api/contract/accountsGateway';
import type { InstitutionDto } from '../../../api/contract/savedInstructions';
import { fetchCountries, getInstitutions } from '../../../api/index';
import { newId } from '../../../shared/ids';
import { OTHER_INSTITUTION_ID } from '../../../shared/validation/digitalAssetInstruction';
import { selectFormOptions } from '../savedInstructions.selectors';
import { savedInstructionsActions as A } from '../savedInstructions.slice';

/** "Other" moved to the end and named Other (spec part 2 §9). */
export function otherLast(items: readonly InstitutionDto[]): InstitutionDto[] {
  const others = items.filter((i) => i.id === OTHER_INSTITUTION_ID);
  const named = items.filter((i) => i.id !== OTHER_INSTITUTION_ID);
  return others.length > 0 ? [...named, { id: OTHER_INSTITUTION_ID, name: 'Other' }] : named;
}

export function* loadFormOptions(action: ReturnType<typeof A.formOpened>) {
  if (action.payload.form === 'address') {
    const sdaiUUID: string = yield call(newId);
    yield put(A.addressRequestIdAssigned({ sdaiUUID }));
  } else {
    const requestId: string = yield call(newId);
    yield put(A.wireRequestIdAssigned({ requestId }));
  }
  const options: ReturnType<typeof selectFormOptions> = yield select(selectFormOptions);
  if (options.countries.status !== 'succeeded') {
    try {
      const items: CountryDto[] = yield call(fetchCountries);
      yield put(A.countriesLoaded({ items }));
    } catch {
      yield put(A.countriesFailed());
    }
  }
  if (action.payload.form === 'address' && options.institutions.status !== 'succeeded') {
    try {
      const items: InstitutionDto[] = yield call(getInstitutions);
      yield put(A.institutionsLoaded({ items: otherLast(items) }));
    } catch {
      yield put(A.institutionsFailed());
    }
  }
}
