// The status of an async resource a slice holds (a list, an answer, a lookup): never asked, asked,
// answered, refused. Features with more states (the session, a transfer's lifecycle) have their own
// unions.
export type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
