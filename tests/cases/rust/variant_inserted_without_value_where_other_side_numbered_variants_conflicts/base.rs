#[derive(Debug, Clone, Copy)]
pub enum Opcode {
    Hello,
    Data,
    Close,
}

impl Opcode {
    pub fn is_control(self) -> bool {
        matches!(self, Opcode::Hello | Opcode::Close)
    }
}
