pub struct Usage {
    pub node: u32,
    pub adjustments: Vec<u8>,
    /// Whether the type must unify with another code path.
    pub unified: bool,
    pub moved_before_use: bool,
}
