package sync2

import "errors"

var ErrClosed = errors.New("closed")

type Queue struct {
	closed bool
	items  []int
}

func (q *Queue) Push(v int) error {
	if q != nil {
		if q.closed {
			return ErrClosed
		}
		q.items = append(q.items, v)
		return nil
	}
	return ErrClosed
}
