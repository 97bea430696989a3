// Placeholder: replaced by the drafts implementation.
import { createSlice } from '@reduxjs/toolkit';
export const draftsSlice = createSlice({ name: 'drafts', initialState: {}, reducers: {} });
