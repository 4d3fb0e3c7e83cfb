module Money (Money (..)) where

newtype Money = Money Integer
  deriving (Eq, Ord)

instance Show Money where
  show (Money c) = show (c `div` 100) ++ "." ++ pad (c `mod` 100)
    where
      pad n = if n < 10 then '0' : show n else show n

instance Semigroup Money where
  Money a <> Money b = Money (a + b)
  sconcat = foldr1 (<>)
  stimes n (Money a) = Money (toInteger n * a)
