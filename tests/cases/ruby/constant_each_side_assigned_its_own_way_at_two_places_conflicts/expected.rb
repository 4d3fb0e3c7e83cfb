class ImportJob < ApplicationJob
  queue_as :imports
<<<<<<< left

  MAX_ATTEMPTS = 5
||||||| base
=======
  MAX_ATTEMPTS = 3
>>>>>>> right
  BATCH_SIZE = 500

  retry_on Importer::Timeout, attempts: MAX_ATTEMPTS

  def perform(upload)
    upload.rows.each_slice(BATCH_SIZE) { |rows| Importer.new(rows).run }
    upload.fail! if executions >= MAX_ATTEMPTS
  end
end
