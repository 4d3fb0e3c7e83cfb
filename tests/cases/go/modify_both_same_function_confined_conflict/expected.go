package retry

import "time"

func Do(attempts int, fn func() error) error {
	var err error
	for i := 0; i < attempts; i++ {
		if err = fn(); err == nil {
			return nil
		}
<<<<<<< left
		time.Sleep(time.Duration(i+1) * 100 * time.Millisecond)
||||||| base
		time.Sleep(100 * time.Millisecond)
=======
		time.Sleep(250 * time.Millisecond)
>>>>>>> right
	}
	return err
}

func Once(fn func() error) error {
	return Do(1, fn)
}

func Twice(fn func() error) error {
	return Do(2, fn)
}
