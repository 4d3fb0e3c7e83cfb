/// A fixed-capacity stack of bytes.
pub struct ByteStack {
    items: Vec<u8>,
    capacity: usize,
}

impl ByteStack {
    /// Creates an empty stack that holds at most `capacity` bytes.
    pub fn new(capacity: usize) -> Self {
        ByteStack { items: Vec::with_capacity(capacity), capacity }
    }

    /// Returns `true` when no more bytes fit.
    #[must_use]
    pub fn is_full(&self) -> bool {
        self.items.len() == self.capacity
    }
}
