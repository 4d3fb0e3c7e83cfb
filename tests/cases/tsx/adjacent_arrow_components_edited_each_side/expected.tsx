export const Ok = () => <span className="status status-ok">OK</span>;
export const Failed = () => <span className="status" role="alert">Failed</span>;
export const Pending = () => <span className="status">Pending</span>;
