import { z } from 'zod';

// Zod's own messages (wrong types, unknown keys) in French, for server and web alike.
z.config(z.locales.fr());
