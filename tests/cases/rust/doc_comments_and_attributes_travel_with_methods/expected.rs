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

    /// Pushes a byte, handing it back if the stack is full.
    ///
    /// # Errors
    /// Returns the byte when there is no room.
    #[inline]
    pub fn push(&mut self, b: u8) -> Result<(), u8> {
        if self.items.len() == self.capacity {
            return Err(b);
        }
        self.items.push(b);
        Ok(())
    }
}
