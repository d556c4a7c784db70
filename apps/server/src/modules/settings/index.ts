import { defineModule } from '../types.ts';
import { defineHandlers } from '../../http/context.ts';

const handlers = defineHandlers({});

export default defineModule({ name: 'settings', handlers });
