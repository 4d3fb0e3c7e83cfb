#[derive(Debug, Clone, Copy)]
pub enum Opcode {
    Hello,
    Ping,
    Data,
    Close,
}

impl Opcode {
    pub fn is_control(self) -> bool {
        matches!(self, Opcode::Hello | Opcode::Ping | Opcode::Close)
    }
}
