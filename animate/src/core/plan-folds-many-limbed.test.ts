import { describeFolds } from './plan-cases';

// The many-limbed figures (4 to 10 legs, with and without antennae) take as long as the other plans together.
describeFolds(['many-limbed']);
