#[derive(Debug, Clone, Copy)]
#[repr(u8)]
pub enum Opcode {
    Hello = 1,
    Data = 2,
    Close = 3,
}

impl Opcode {
    pub fn is_control(self) -> bool {
        matches!(self, Opcode::Hello | Opcode::Close)
    }
}
