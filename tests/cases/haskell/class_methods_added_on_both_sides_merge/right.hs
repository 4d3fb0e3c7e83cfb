module Store (MonadStore (..)) where

class Monad m => MonadStore m where
  -- | Reads a value.
  load :: String -> m (Maybe String)

  -- | Writes a value.
  save :: String -> String -> m ()

  -- | Whether a value is there.
  exists :: String -> m Bool
  exists k = fmap (maybe False (const True)) (load k)
