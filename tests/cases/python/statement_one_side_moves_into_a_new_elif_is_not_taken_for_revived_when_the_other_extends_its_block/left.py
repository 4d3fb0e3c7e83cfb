class Registry:
    def update(self, other):
        if isinstance(other, dict):
            self._items.update(other)
        elif isinstance(other, Registry):
            # the items of another registry
            self._items.update(other._items)
        else:
            for item in other:
                self.add(item)
