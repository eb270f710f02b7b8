import { describeFolds } from './plan-cases';

describeFolds(['biped', 'quadruped', 'limbless']);
