pub struct Usage {
    pub node: u32,
    /// Whether the type must unify with another code path.
<<<<<<< left
    pub unified: bool,
||||||| base
    pub is_ty_unified: bool,
=======
    pub ty_unified: bool,
>>>>>>> right
    pub moved_before_use: bool,
    pub adjustments: Vec<u8>,
}
