module Stack (Stack, empty, push, pop, size) where

newtype Stack a = Stack [a]

-- | Takes the top element off, if any; 'Nothing' on an empty stack.
pop :: Stack a -> Maybe (a, Stack a)
pop (Stack []) = Nothing
pop (Stack (x : xs)) = Just (x, Stack xs)

-- | The stack without elements.
empty :: Stack a
empty = Stack []

-- | Puts an element on top.
push :: a -> Stack a -> Stack a
push x (Stack xs) = Stack (x : xs)

-- | How many elements the stack holds.
size :: Stack a -> Int
size (Stack xs) = length xs
