class Registry:
    def update(self, other):
        if isinstance(other, Registry):
            # the items of another registry
            self._items.update(other._items)
        else:
            for item in other:
                self.add(item)
