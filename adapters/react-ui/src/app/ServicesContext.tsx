import { createContext, type ReactNode, useContext } from 'react';
import type { PortalServices } from './services.ts';

const ServicesContext = createContext<PortalServices | null>(null);

export const ServicesProvider = ({
  services,
  children,
}: {
  services: PortalServices;
  children: ReactNode;
}) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;

export const useServices = (): PortalServices => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
};

/** The server render's note of the page's largest picture (services.ts); none outside it. */
export const useNoteLargestPicture = (): PortalServices['noteLargestPicture'] =>
  useContext(ServicesContext)?.noteLargestPicture;
