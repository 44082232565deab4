// The lists the forms offer (countries, institutions), loaded once per session.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CountryDto } from '../../../api/contract/accountsGateway';
import type { InstitutionDto } from '../../../api/contract/savedInstructions';
import { initialSavedInstructionsState, SLICE_NAME } from './shape';

export const formOptionsSlice = createSlice({
  name: SLICE_NAME,
  initialState: initialSavedInstructionsState,
  reducers: {
    countriesLoaded: (state, action: PayloadAction<{ items: CountryDto[] }>) => {
      state.options.countries = { status: 'succeeded', items: action.payload.items };
    },
    countriesFailed: (state) => {
      state.options.countries.status = 'failed';
    },
    institutionsLoaded: (state, action: PayloadAction<{ items: InstitutionDto[] }>) => {
      state.options.institutions = { status: 'succeeded', items: action.payload.items };
    },
    institutionsFailed: (state) => {
      state.options.institutions.status = 'failed';
    },
  },
});
