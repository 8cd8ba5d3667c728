#pragma once
// How many threads the BLAS products use, and a scope in which they use one.
//
// The engine's traced pass splits its rows over threads of its own
// (core/worker_pool.h), one product per thread; OpenBLAS splitting every
// small product over all cores at the same time would make its spinning
// workers compete with the softmax for the same two cores. So the pass holds
// a SingleThreadedProducts while it runs.

#include <mutex>

namespace ae {

// Threads a product may use: OpenBLAS's count (OPENBLAS_NUM_THREADS or the
// cores), so the engine never runs more threads than the BLAS would; without
// BLAS, the hardware's. Outside every SingleThreadedProducts scope.
int productThreads();

// While alive, BLAS products run on the calling thread only. Counted across
// threads, so overlapping passes restore the count only when the last ends.
// The count is process-wide in OpenBLAS: products elsewhere in the process
// are single-threaded meanwhile too.
class SingleThreadedProducts
{
public:
    SingleThreadedProducts();
    ~SingleThreadedProducts();
    SingleThreadedProducts(const SingleThreadedProducts&) = delete;
    SingleThreadedProducts& operator=(const SingleThreadedProducts&) = delete;

    // The BLAS thread count outside every scope.
    static int configuredThreads();

private:
    static std::mutex s_mutex;
    static int s_users;
    static int s_savedThreads;
};

} // namespace ae
