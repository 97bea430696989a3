/**
 * The Firebase project used without a real one: the local Auth Emulator's. The dashboard signs in
 * to it and the API accepts its tokens, so both must name the same project.
 */
export const DEMO_PROJECT_ID = 'demo-vasos';
