// A fresh app's Next.js config (create-next-app's is empty). The test builds each app once in a new
// folder, so Turbopack's on-disk cache would only be written, never read: it is off to save the time.
/** @type {import('next').NextConfig} */
const nextConfig = {
  experimental: { turbopackFileSystemCacheForBuild: false, turbopackFileSystemCacheForDev: false },
};

export default nextConfig;
