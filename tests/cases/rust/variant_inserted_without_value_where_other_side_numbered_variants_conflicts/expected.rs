#[derive(Debug, Clone, Copy)]
#[repr(u8)]
pub enum Opcode {
<<<<<<< left
    Hello = 1,
    Data = 2,
    Close = 3,
||||||| base
    Hello,
    Data,
    Close,
=======
    Hello,
    Ping,
    Data,
    Close,
>>>>>>> right
}

impl Opcode {
    pub fn is_control(self) -> bool {
        matches!(self, Opcode::Hello | Opcode::Ping | Opcode::Close)
    }
}
