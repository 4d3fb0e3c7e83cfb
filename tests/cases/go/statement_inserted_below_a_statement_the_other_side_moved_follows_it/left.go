package worker

func (w *Worker) Stop() {
	w.cancel()
	close(w.results)
	w.wg.Wait()
	w.log.Info("stopped")
}
