pub struct Usage {
    pub node: u32,
    /// Whether the type must unify with another code path.
    pub ty_unified: bool,
    pub moved_before_use: bool,
    pub adjustments: Vec<u8>,
}
